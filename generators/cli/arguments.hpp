// What the subcommands of both tools, ctp and ctp-gen, read alike: whole numbers and lists of
// them, the size of a puzzle (how many pieces it has), and the one view asked for among
// several view flags. Every number either tool reads is read by parse_int.
//
// Every option is added and read through the functions here: with tool.cpp, arguments.cpp is
// the only file that includes CLI11, whose headers cost each translation unit that includes
// them several seconds to compile and to check; the others name its classes only by pointer.
#ifndef CTP_GENERATORS_CLI_ARGUMENTS_HPP_INCLUDED
#define CTP_GENERATORS_CLI_ARGUMENTS_HPP_INCLUDED

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cli/cli11_names.hpp"

namespace ctp::cli {

// An argument that both tools take alike, defined once in the puzzle's folder and added by
// each tool's subcommand with the functions below, so that ctp and ctp-gen show the same name,
// value name and help: a positional argument (name "DISCS", no value_name), an option with a
// value (name "--start", value_name "S") or a flag (name "--tap", no value_name).
struct argument {
  const char* name;
  const char* value_name;
  const char* help;
};

// A subcommand of app, set up as every subcommand of both tools is: its description, its help
// footer, and stray arguments kept (allow_extras) for run_tool (tool.hpp) to report in the
// tool's words.
CLI::App* add_subcommand(CLI::App& app, const char* name, const char* description,
                         std::string footer);

// An argument of a subcommand that takes a value (positional, or an option with a value) and
// the text typed for it: the text is kept as typed, so that bad input is reported in the tool's
// words (e.g. by parse_size), and `option` says whether it was given and by which name.
struct typed {
  CLI::Option* option = nullptr;
  std::string text;
};

// A positional argument `name` of sub (a size, a state, a list of numbers), kept in value.
void add_positional(CLI::App& sub, const char* name, typed& value, const std::string& description);

// An option `name` of sub (e.g. "--start", or "-o,--output" for two names) with a value, kept in
// value; the help shows the value as type_name (e.g. FILE).
void add_text_option(CLI::App& sub, const char* name, typed& value, const std::string& description,
                     const char* type_name);

// The argument `shared` of sub, positional or an option with a value, kept in value.
void add_argument(CLI::App& sub, const argument& shared, typed& value);

// An option `name` of sub that takes one or more files (e.g. "--merge FILE..."), kept as typed.
CLI::Option* add_files_option(CLI::App& sub, const char* name, std::vector<std::string>& files,
                              const std::string& description);

// The flag `shared` of sub: given(*flag) says whether it was given.
CLI::Option* add_flag(CLI::App& sub, const argument& shared);

// A flag of sub with its help text: given(*flag) says whether it was given.
CLI::Option* add_flag(CLI::App& sub, const char* name, const std::string& description);

// A flag of sub that sets value when it is given.
CLI::Option* add_flag(CLI::App& sub, const char* name, bool& value, const std::string& description);

// The old name of an option of sub, renamed, kept for one release: --help does not show it, and
// typed it works as the new name does (value, or the flag, is then given), while
// deprecation_notices says so. Both names at once are a usage_error.
void add_alias(CLI::App& sub, const char* old_name, typed& value);
void add_alias(CLI::App& sub, const char* old_name, CLI::Option& flag);

// A line for each old name typed in sub's command line: "--from is deprecated; use --start".
// run_tool writes them on standard error, after the tool's name, before the subcommand runs.
std::vector<std::string> deprecation_notices(const CLI::App& sub);

// Whether option (a flag), or value, was given on the command line.
bool given(const CLI::Option& option);
bool given(const typed& value);

// The name of option, or of value's, as messages show it: its long name (--output for
// -o,--output), or the name of a positional argument (DISCS).
std::string name_of(const CLI::Option& option);
std::string name_of(const typed& value);

// The name of a tool (ctp, ctp-gen) or of one of its subcommands.
std::string name_of(const CLI::App& app);

// A whole number typed as text (digits after an optional minus sign, nothing else) that fits an
// int; nothing otherwise.
std::optional<int> parse_int(std::string_view text);

// The items of a list typed with commas between them, as typed: "a,,b" is a, "" and b.
std::vector<std::string_view> split_commas(std::string_view text);

// The whole numbers of a list typed with commas between them (e.g. the capacities 3,5,8), each
// read by parse_int; anything else is a usage_error naming `what` (the subcommand, or the
// option, such as --start) and an `example`: "<subcommand> needs whole numbers separated by
// commas (e.g. 3,5,8), got 3,x,8". Both tools read their lists with it, so that the same text gets
// the same message.
std::vector<int> parse_numbers(std::string_view what, std::string_view text,
                               std::string_view example);

// The size of a puzzle, typed for `value` (a positional size, or an option such as --rows): a
// whole number for which the library's rule `valid` holds (a puzzle's ctp::<prefix>_valid).
// Otherwise a usage_error says `needs` (e.g. "<subcommand> needs 1 to 63 pieces") and what was
// typed; when nothing was, also `usage`.
int parse_size(const typed& value, bool (*valid)(int), std::string_view needs,
               std::string_view usage);

// The whole number typed for `value` (e.g. --rows), or `fallback` when it was not given;
// anything else is a usage_error: "--rows needs a whole number, got x".
int parse_number(const typed& value, int fallback);

// The view flags of a subcommand, each with the view it selects; at most one may be given.
template <class View>
using view_flags = std::vector<std::pair<View, CLI::Option*>>;

// The index of the one option given among `options`, or options.size() when none is; two or
// more are a usage_error: "<subcommand> shows one view at a time, got --a and --b; choose one
// of --a, --b, --c".
std::size_t given_view(std::string_view subcommand, std::span<const CLI::Option* const> options);

// The view of the one view flag given, or `fallback` when none is (see given_view).
template <class View>
View chosen_view(std::string_view subcommand, View fallback, const view_flags<View>& views) {
  std::vector<const CLI::Option*> options;
  for (const auto& [view, option] : views) options.push_back(option);
  const std::size_t given = given_view(subcommand, options);
  return given == views.size() ? fallback : views[given].first;
}

}  // namespace ctp::cli

#endif  // CTP_GENERATORS_CLI_ARGUMENTS_HPP_INCLUDED
