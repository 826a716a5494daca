// The ctp-gen subcommand of a table (see table_command.hpp): its placement options, checked before
// the table is built, and the table written as placed.
#include "headers/table_command.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include <fmt/format.h>

#include "cli/arguments.hpp"
#include "cli/errors.hpp"
#include "cli/output_file.hpp"
#include "cli/progress.hpp"
#include "cli/tool.hpp"

namespace ctp::headers {

namespace {

// Where a table goes and in which format: the options every subcommand takes.
struct placement_options {
  std::string output;
  std::string namespace_name = "ctp::tables";
  std::string name;
  std::string format = "cpp";
};

constexpr std::string_view placement_usage =
    "[-o FILE] [--namespace NS] [--name NAME] [--format cpp|json]";

// The keywords of C++20 (the standard's [lex.key]), which cannot name a namespace.
constexpr auto keywords = std::to_array<std::string_view>(
    {"alignas",       "alignof",     "asm",       "auto",      "bool",         "break",
     "case",          "catch",       "char",      "char8_t",   "char16_t",     "char32_t",
     "class",         "concept",     "const",     "consteval", "constexpr",    "constinit",
     "const_cast",    "continue",    "co_await",  "co_return", "co_yield",     "decltype",
     "default",       "delete",      "do",        "double",    "dynamic_cast", "else",
     "enum",          "explicit",    "export",    "extern",    "false",        "float",
     "for",           "friend",      "goto",      "if",        "inline",       "int",
     "long",          "mutable",     "namespace", "new",       "noexcept",     "nullptr",
     "operator",      "private",     "protected", "public",    "register",     "reinterpret_cast",
     "requires",      "return",      "short",     "signed",    "sizeof",       "static",
     "static_assert", "static_cast", "struct",    "switch",    "template",     "this",
     "thread_local",  "throw",       "true",      "try",       "typedef",      "typeid",
     "typename",      "union",       "unsigned",  "using",     "virtual",      "void",
     "volatile",      "wchar_t",     "while"});

// The alternative tokens of C++ ([lex.digraph]), which stand for operators (and for &&).
constexpr auto alternative_tokens = std::to_array<std::string_view>(
    {"and", "and_eq", "bitand", "bitor", "compl", "not", "not_eq", "or", "or_eq", "xor", "xor_eq"});

// Why `part` cannot be one part of a C++ name: empty, not an identifier, or reserved by the
// language; empty when it can be.
std::string identifier_problem(std::string_view part) {
  if (part.empty()) return "an empty name";
  if (std::isdigit(static_cast<unsigned char>(part[0])) != 0)
    return fmt::format("{} begins with a digit", part);
  for (const char c : part)
    if (std::isalnum(static_cast<unsigned char>(c)) == 0 && c != '_')
      return fmt::format("{} holds {}, which no identifier may", part, cli::shown({&c, 1}));
  const auto reserved = [part](const auto& words) {
    return std::find(words.begin(), words.end(), part) != words.end();
  };
  if (reserved(alternative_tokens))
    return fmt::format("{} is an alternative token of C++, which stands for an operator", part);
  if (reserved(keywords)) return fmt::format("{} is a C++20 keyword", part);
  return {};
}

// Why text is not C++ identifiers joined by `::` (a namespace name) or, with single, one
// identifier; empty when it is.
std::string name_problem(std::string_view text, bool single) {
  if (single && text.find("::") != std::string_view::npos) return "it holds ::";
  for (std::size_t at = 0;;) {
    const std::size_t end = text.find("::", at);
    std::string problem = identifier_problem(text.substr(at, end - at));
    if (!problem.empty() || end == std::string_view::npos) return problem;
    at = end + 2;
  }
}

// Checks the placement options, before the table is built (which may take a while).
void check_placement(const placement_options& placement) {
  if (const std::string problem = name_problem(placement.namespace_name, false); !problem.empty())
    throw cli::usage_error(
        fmt::format("--namespace must be C++ identifiers joined by ::, got {} ({})",
                    cli::shown(placement.namespace_name), problem));
  if (const std::string problem = name_problem(placement.name, true);
      !placement.name.empty() && !problem.empty())
    throw cli::usage_error(fmt::format("--name must be one C++ identifier, got {} ({})",
                                       cli::shown(placement.name), problem));
  if (!placement.output.empty()) cli::check_output_file(placement.output);
  if (placement.format != "cpp" && placement.format != "json")
    throw cli::usage_error(
        fmt::format("--format must be cpp or json, got {}", cli::shown(placement.format)));
}

// The text of the table as placed: a header, or JSON.
std::string table_text(const named_table& table, const placement_options& placement) {
  if (placement.name.empty() && table.name.empty())
    throw cli::usage_error(
        fmt::format("{}; give the table's name with --name NAME", table.why_unnamed));
  const headers::placement where{placement.namespace_name,
                                 placement.name.empty() ? table.name : placement.name};
  return placement.format == "json" ? to_json(table.doc, where) : to_cpp(table.doc, where);
}

// Writes the table's text as placed: to standard output, or to the file of -o if it changes.
void write_table(const std::string& text, const placement_options& placement, cli::output& out) {
  if (placement.output.empty()) {
    out.write(text);
  } else {
    cli::write_output_file(placement.output, text);
  }
}

}  // namespace

std::string table_usage(std::string_view subcommand, std::string_view arguments) {
  return fmt::format("ctp-gen {} {} {}", subcommand, arguments, placement_usage);
}

cli::command table_command(CLI::App& sub, std::string usage, std::function<named_table()> build,
                           table_progress shown) {
  const auto placement = std::make_shared<placement_options>();
  cli::add_text_option(sub, "-o,--output", placement->output,
                       "write to FILE (replaced only if different) instead of standard output",
                       "FILE");
  cli::add_text_option(sub, "--namespace", placement->namespace_name,
                       "the enclosing namespace (default ctp::tables)", "NS");
  cli::add_text_option(sub, "--name", placement->name,
                       "the table's own namespace inside it (default: the puzzle's word and every "
                       "argument not at its default)",
                       "NAME");
  cli::add_text_option(sub, "--format", placement->format, "cpp (a header, the default) or json",
                       "cpp|json");
  return {&sub, std::move(usage),
          [placement, build = std::move(build), shown, name = cli::name_of(sub)](cli::output& out) {
            check_placement(*placement);
            std::string text;
            {
              std::optional<cli::progress> working;
              if (shown == table_progress::elapsed)
                working.emplace("ctp-gen: " + name + ": building the table");
              text = table_text(build(), *placement);
            }
            write_table(text, *placement, out);
            return cli::outcome::answered;
          }};
}

CLI::App& add_table_subcommand(CLI::App& app, const char* name, const char* description) {
  return *cli::add_subcommand(
      app, name, description,
      "The table is written to standard output, or with -o to FILE (replaced only when its "
      "contents\nchange).\n\n" +
          cli::exit_codes_help(cli::name_of(app)));
}

void add_typed(CLI::App& sub, const cli::argument& shared, typed& value) {
  value.option = cli::add_argument(sub, shared, value.text);
}

int required_number(const typed& value, std::string_view needs, std::string_view usage) {
  return cli::parse_size(*value.option, value.text, [](int) { return true; }, needs, usage);
}

}  // namespace ctp::headers
