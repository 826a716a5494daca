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

void add_text_option(CLI::App& sub, const char* name, typed& value, const std::string& description,
                     const char* type_name) {
  value.option = sub.add_option(name, value.text, description)->type_name(type_name);
}

void add_positional(CLI::App& sub, const char* name, typed& value, const std::string& description) {
  add_text_option(sub, name, value, description, "");  // its NAME says what it is
}

CLI::Option* add_files_option(CLI::App& sub, const char* name, std::vector<std::string>& files,
                              const std::string& description) {
  return sub.add_option(name, files, description)->type_name("FILE");
}

void add_argument(CLI::App& sub, const argument& shared, typed& value) {
  add_text_option(sub, shared.name, value, shared.help,
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

namespace {

// An old name is an option in no group (CLI11's help leaves those out) whose description is its
// notice, which only deprecation_notices shows.
std::string notice_of(const char* old_name, const CLI::Option& renamed) {
  return fmt::format("{} is deprecated; use {}", old_name, name_of(renamed));
}

// Gives `renamed` the result typed for its old name: CLI11 then counts it as given.
void forward(const char* old_name, CLI::Option& renamed, std::string result) {
  if (given(renamed))
    throw usage_error(fmt::format("{} is the old name of {}: give {} once", old_name,
                                  name_of(renamed), name_of(renamed)));
  renamed.add_result(std::move(result));
}

}  // namespace

void add_alias(CLI::App& sub, const char* old_name, typed& value) {
  CLI::Option& renamed = *value.option;
  sub.add_option_function<std::string>(
         old_name,
         [old_name, &renamed, &text = value.text](const std::string& typed_text) {
           forward(old_name, renamed, typed_text);
           text = typed_text;
         },
         notice_of(old_name, renamed))
      ->type_name(renamed.get_type_name())
      ->group("");
}

void add_alias(CLI::App& sub, const char* old_name, CLI::Option& flag) {
  sub.add_flag_callback(
         old_name, [old_name, &flag] { forward(old_name, flag, "true"); },
         notice_of(old_name, flag))
      ->group("");
}

std::vector<std::string> deprecation_notices(const CLI::App& sub) {
  std::vector<std::string> notices;
  for (const CLI::Option* option : sub.get_options())
    if (option->get_group().empty() && given(*option)) notices.push_back(option->get_description());
  return notices;
}

bool given(const CLI::Option& option) { return option.count() != 0; }

bool given(const typed& value) { return given(*value.option); }

std::string name_of(const CLI::Option& option) { return option.get_name(); }

std::string name_of(const typed& value) { return name_of(*value.option); }

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

namespace {

// ", which is past any puzzle's size" when text is a whole number that no int holds (2^32 + 3),
// so that it is not called something else than a number; empty otherwise.
std::string past_int(std::string_view text) {
  long long ignored = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), ignored);
  const bool whole =
      end == text.data() + text.size() && !text.empty() &&
      (error == std::errc::result_out_of_range || (error == std::errc{} && !parse_int(text)));
  return whole ? ", which is past any puzzle's size" : "";
}

}  // namespace

int parse_size(const typed& value, bool (*valid)(int), std::string_view needs,
               std::string_view usage) {
  if (!given(value)) throw usage_error(fmt::format("{}, got none; usage: {}", needs, usage));
  const std::optional<int> size = parse_int(value.text);
  if (!size || !valid(*size))
    throw usage_error(fmt::format("{}, got {}{}", needs, shown(value.text), past_int(value.text)));
  return *size;
}

int parse_number(const typed& value, int fallback) {
  if (!given(value)) return fallback;
  const std::optional<int> number = parse_int(value.text);
  if (!number)
    throw usage_error(fmt::format("{} needs a whole number, got {}{}", name_of(value),
                                  shown(value.text), past_int(value.text)));
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
