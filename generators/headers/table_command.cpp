// The ctp-gen subcommand of a table (see table_command.hpp): its placement options, checked before
// the table is built, and the table written as placed.
#include "headers/table_command.hpp"

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

// True iff text is C++ identifiers joined by `::` (a namespace name) or, with single, one
// identifier.
bool is_identifier_path(std::string_view text, bool single) {
  if (text.empty()) return false;
  for (std::size_t at = 0;;) {
    const std::size_t end = text.find("::", at);
    if (single && end != std::string_view::npos) return false;
    const std::string_view part = text.substr(at, end - at);
    if (part.empty() || std::isdigit(static_cast<unsigned char>(part[0]))) return false;
    for (const char c : part)
      if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
    if (end == std::string_view::npos) return true;
    at = end + 2;
  }
}

// Checks the placement options, before the table is built (which may take a while).
void check_placement(const placement_options& placement) {
  if (!is_identifier_path(placement.namespace_name, false))
    throw cli::usage_error(fmt::format("--namespace must be C++ identifiers joined by ::, got {}",
                                       cli::shown(placement.namespace_name)));
  if (!placement.name.empty() && !is_identifier_path(placement.name, true))
    throw cli::usage_error(
        fmt::format("--name must be one C++ identifier, got {}", cli::shown(placement.name)));
  if (placement.format != "cpp" && placement.format != "json")
    throw cli::usage_error(
        fmt::format("--format must be cpp or json, got {}", cli::shown(placement.format)));
}

// The text of the table as placed: a header, or JSON.
std::string table_text(const named_table& table, const placement_options& placement) {
  const headers::placement where{placement.namespace_name,
                                 placement.name.empty() ? table.name : placement.name};
  return placement.format == "json" ? to_json(table.doc, where) : to_cpp(table.doc, where);
}

// Writes the table's text as placed: to standard output, or to the file of -o if it changes.
void write_table(const std::string& text, const placement_options& placement, cli::output& out) {
  if (placement.output.empty()) {
    out.write(text);
  } else {
    cli::write_if_changed(placement.output, text);
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
                       "the table's own namespace inside it (default: from the puzzle)", "NAME");
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

void add_typed(CLI::App& sub, const char* name, typed& value, const char* type_name,
               const char* description) {
  value.option = cli::add_text_option(sub, name, value.text, description, type_name);
}

int required_number(const typed& value, std::string_view needs, std::string_view usage) {
  return cli::parse_size(*value.option, value.text, [](int) { return true; }, needs, usage);
}

}  // namespace ctp::headers
