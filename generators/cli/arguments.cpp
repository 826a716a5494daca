// What the subcommands of both tools read alike: numbers, lists, puzzle sizes and view flags.
#include "cli/arguments.hpp"

#include <charconv>
#include <string>
#include <system_error>
#include <utility>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "cli/errors.hpp"

namespace ctp::cli {

CLI::App* add_subcommand(CLI::App& app, const char* name, const char* description,
                         std::string footer) {
  CLI::App* sub = app.add_subcommand(name, description);
  sub->footer(std::move(footer));
  sub->allow_extras();  // stray arguments are reported by run_tool, in the tool's words
  return sub;
}

CLI::Option* add_text_option(CLI::App& sub, const char* name, std::string& text,
                             const std::string& description, const char* type_name) {
  return sub.add_option(name, text, description)->type_name(type_name);
}

CLI::Option* add_positional(CLI::App& sub, const char* name, std::string& text,
                            const std::string& description) {
  return add_text_option(sub, name, text, description, "");  // its NAME says what it is
}

CLI::Option* add_files_option(CLI::App& sub, const char* name, std::vector<std::string>& files,
                              const std::string& description) {
  return sub.add_option(name, files, description)->type_name("FILE");
}

CLI::Option* add_argument(CLI::App& sub, const argument& shared, std::string& text) {
  return add_text_option(sub, shared.name, text, shared.help,
                         shared.value_name == nullptr ? "" : shared.value_name);
}

CLI::Option* add_flag(CLI::App& sub, const argument& shared) {
  return add_flag(sub, shared.name, shared.help);
}

CLI::Option* add_flag(CLI::App& sub, const char* name, const std::string& description) {
  return sub.add_flag(name)->description(description);
}

CLI::Option* add_flag(CLI::App& sub, const char* name, bool& value,
                      const std::string& description) {
  return sub.add_flag(name, value, description);
}

bool given(const CLI::Option& option) { return option.count() != 0; }

std::string name_of(const CLI::Option& option) { return option.get_name(); }

std::string name_of(const CLI::App& app) { return app.get_name(); }

std::optional<int> parse_int(std::string_view text) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  return value;
}

std::vector<std::string_view> split_commas(std::string_view text) {
  std::vector<std::string_view> items;
  for (std::size_t from = 0;;) {
    const std::size_t comma = text.find(',', from);
    items.push_back(text.substr(from, comma - from));
    if (comma == std::string_view::npos) return items;
    from = comma + 1;
  }
}

std::vector<int> parse_numbers(std::string_view what, std::string_view text,
                               std::string_view example) {
  std::vector<int> numbers;
  for (const std::string_view item : split_commas(text)) {
    const std::optional<int> number = parse_int(item);
    if (!number)
      throw usage_error(fmt::format("{} needs whole numbers separated by commas (e.g. {}), got {}",
                                    what, example, shown(text)));
    numbers.push_back(*number);
  }
  return numbers;
}

int parse_size(const CLI::Option& option, std::string_view text, bool (*valid)(int),
               std::string_view needs, std::string_view usage) {
  if (!given(option)) throw usage_error(fmt::format("{}, got none; usage: {}", needs, usage));
  const std::optional<int> size = parse_int(text);
  if (!size || !valid(*size)) throw usage_error(fmt::format("{}, got {}", needs, shown(text)));
  return *size;
}

int parse_number(const CLI::Option& option, std::string_view text, int fallback) {
  if (!given(option)) return fallback;
  const std::optional<int> number = parse_int(text);
  if (!number)
    throw usage_error(fmt::format("{} needs a whole number, got {}", name_of(option), shown(text)));
  return *number;
}

std::size_t given_view(std::string_view subcommand, std::span<const CLI::Option* const> options) {
  std::size_t chosen = options.size();
  std::vector<std::string> names, allowed;
  for (std::size_t i = 0; i != options.size(); ++i) {
    allowed.push_back(name_of(*options[i]));
    if (!given(*options[i])) continue;
    chosen = i;
    names.push_back(name_of(*options[i]));
  }
  if (names.size() > 1)
    throw usage_error(fmt::format("{} shows one view at a time, got {}; choose one of {}",
                                  subcommand, fmt::join(names, " and "), fmt::join(allowed, ", ")));
  return chosen;
}

}  // namespace ctp::cli
