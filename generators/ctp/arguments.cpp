// What the ctp subcommands read alike: puzzle sizes and view flags, with ctp's messages.
#include "arguments.hpp"

#include <charconv>
#include <string>
#include <system_error>

#include <fmt/format.h>

#include "errors.hpp"

namespace ctp::cli {

CLI::App* add_subcommand(CLI::App& app, const char* name, const char* description,
                         const char* footer) {
  CLI::App* sub = app.add_subcommand(name, description);
  sub->footer(footer);
  sub->allow_extras();  // stray arguments are reported by main, in ctp's words
  return sub;
}

CLI::Option* add_size(CLI::App& sub, const char* name, std::string& text,
                      const std::string& description) {
  return sub.add_option(name, text, description)->type_name("");
}

CLI::Option* add_flag(CLI::App& sub, const char* name, const char* description) {
  return sub.add_flag(name)->description(description);
}

int parse_size(const CLI::Option& option, std::string_view text, bool (*valid)(int),
               std::string_view needs, std::string_view usage) {
  if (option.count() == 0) throw usage_error(fmt::format("{}, got none; usage: {}", needs, usage));
  int size = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), size);
  if (error != std::errc{} || end != text.data() + text.size() || !valid(size))
    throw usage_error(fmt::format("{}, got {}", needs, shown(text)));
  return size;
}

std::size_t given_view(std::string_view subcommand, std::span<const CLI::Option* const> options) {
  std::size_t given = options.size();
  std::vector<std::string> names, allowed;
  for (std::size_t i = 0; i != options.size(); ++i) {
    allowed.push_back(options[i]->get_name());
    if (options[i]->count() == 0) continue;
    given = i;
    names.push_back(options[i]->get_name());
  }
  if (names.size() > 1)
    throw usage_error(fmt::format("{} shows one view at a time, got {}; choose one of {}",
                                  subcommand, fmt::join(names, " and "), fmt::join(allowed, ", ")));
  return given;
}

}  // namespace ctp::cli
