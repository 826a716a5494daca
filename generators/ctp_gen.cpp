// ctp-gen: writes lookup headers (or JSON) for any puzzle instance, computed by the ctp library's
// own constexpr functions run at run time; as a function (run_ctp_gen, tools.hpp) that its main
// (ctp_gen_main.cpp) and its fuzz target call. Its subcommands, one a table, are set up here (the
// tables are built in generators/<puzzle>/table.cpp); the shared layer (cli/tool.hpp) runs the
// one given and turns every error into one `ctp-gen: ` line on standard error, as it does for
// ctp.
#include <cctype>
#include <cstdio>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "cli/arguments.hpp"
#include "cli/command.hpp"
#include "cli/document.hpp"
#include "cli/errors.hpp"
#include "cli/jobs.hpp"
#include "cli/output.hpp"
#include "cli/output_file.hpp"
#include "cli/progress.hpp"
#include "cli/tables.hpp"
#include "cli/tool.hpp"
#include "hanoi/names.hpp"
#include "tools.hpp"
#include "water_pouring/puzzle_arguments.hpp"

namespace {

using ctp::cli::command;
using ctp::cli::output;
using ctp::cli::usage_error;
using ctp::gen::document;

constexpr const char* about = R"(Each table is computed by the same constexpr functions that
ctp's static_assert proofs run at compile time. The output is byte-identical on every run and
with every compiler; with -o the file is replaced only when its contents change, and never left
half-written. While a table takes a while, a line on standard error shows its progress (the
capacity tuples searched, for water-hardest, whose --jobs J shares them among J threads with
the same table), if standard error is a terminal; otherwise nothing is written there.)";

constexpr const char* examples = R"(  ctp-gen nine-tails --rows 3 --cols 3 -o nine_tails_3x3.hpp
  ctp-gen hanoi --discs 10 --names hop,skip,jump --namespace my::tables --name hanoi
  ctp-gen rings --rings 10 --format json
  ctp-gen water --capacities 3,5,8 --start 0,0,8
  ctp-gen water-hardest --cups 3 --max 12)";

// Where a table goes and in which format: the options every subcommand takes.
struct placement_options {
  std::string output;
  std::string namespace_name = "ctp::tables";
  std::string name;
  std::string format = "cpp";
};

constexpr std::string_view placement_usage =
    "[-o FILE] [--namespace NS] [--name NAME] [--format cpp|json]";

// A table, and the name of its namespace unless --name gives another (e.g. hanoi_10).
struct named_table {
  document doc;
  std::string name;
};

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
    throw usage_error(fmt::format("--namespace must be C++ identifiers joined by ::, got {}",
                                  ctp::cli::shown(placement.namespace_name)));
  if (!placement.name.empty() && !is_identifier_path(placement.name, true))
    throw usage_error(
        fmt::format("--name must be one C++ identifier, got {}", ctp::cli::shown(placement.name)));
  if (placement.format != "cpp" && placement.format != "json")
    throw usage_error(
        fmt::format("--format must be cpp or json, got {}", ctp::cli::shown(placement.format)));
}

// The text of the table as placed: a header, or JSON.
std::string table_text(const named_table& table, const placement_options& placement) {
  const ctp::gen::placement where{placement.namespace_name,
                                  placement.name.empty() ? table.name : placement.name};
  return placement.format == "json" ? ctp::gen::to_json(table.doc, where)
                                    : ctp::gen::to_cpp(table.doc, where);
}

// Writes the table's text as placed: to standard output, or to the file of -o if it changes.
void write_table(const std::string& text, const placement_options& placement, output& out) {
  if (placement.output.empty()) {
    out.write(text);
  } else {
    ctp::gen::write_if_changed(placement.output, text);
  }
}

// How a table subcommand shows its progress on a terminal (cli/progress.hpp): how long it has
// been at work, or a count its build keeps itself (water-hardest counts its capacity tuples).
enum class table_progress { elapsed, counted_by_build };

// The usage line of a table subcommand whose own arguments are `arguments`.
std::string table_usage(std::string_view subcommand, std::string_view arguments) {
  return fmt::format("ctp-gen {} {} {}", subcommand, arguments, placement_usage);
}

// A table subcommand: sub with the placement options added, its usage line, and what it does:
// check them, read the subcommand's own arguments and build the table (build) with its progress
// shown as `shown` says, and write it once the progress line is gone.
command table_command(CLI::App& sub, std::string usage,
                      const std::shared_ptr<placement_options>& placement,
                      std::function<named_table()> build,
                      table_progress shown = table_progress::elapsed) {
  ctp::cli::add_text_option(sub, "-o,--output", placement->output,
                            "write to FILE (replaced only if different) instead of standard output",
                            "FILE");
  ctp::cli::add_text_option(sub, "--namespace", placement->namespace_name,
                            "the enclosing namespace (default ctp::tables)", "NS");
  ctp::cli::add_text_option(sub, "--name", placement->name,
                            "the table's own namespace inside it (default: from the puzzle)",
                            "NAME");
  ctp::cli::add_text_option(sub, "--format", placement->format,
                            "cpp (a header, the default) or json", "cpp|json");
  return {&sub, std::move(usage),
          [placement, build = std::move(build), shown, name = ctp::cli::name_of(sub)](output& out) {
            check_placement(*placement);
            std::string text;
            {
              std::optional<ctp::cli::progress> working;
              if (shown == table_progress::elapsed)
                working.emplace("ctp-gen: " + name + ": building the table");
              text = table_text(build(), *placement);
            }
            write_table(text, *placement, out);
            return ctp::cli::outcome::answered;
          }};
}

// A subcommand of app, as every ctp-gen subcommand is set up.
CLI::App& add_table_subcommand(CLI::App& app, const char* name, const char* description) {
  return *ctp::cli::add_subcommand(
      app, name, description,
      "The table is written to standard output, or with -o to FILE (replaced only when its "
      "contents\nchange).\n\n" +
          ctp::cli::exit_codes_help(ctp::cli::name_of(app)));
}

// An option's value as typed, read by cli/arguments.hpp as ctp reads its own; `option` says
// whether it was given.
struct typed {
  CLI::Option* option = nullptr;
  std::string text;
};

// Adds the option `name` of sub, whose value is kept as typed in `value`.
void add_typed(CLI::App& sub, const char* name, typed& value, const char* type_name,
               const char* description) {
  value.option = ctp::cli::add_text_option(sub, name, value.text, description, type_name);
}

// The whole number typed for a required option (--discs, --cups), read as ctp reads its sizes;
// `needs` says what the option is. The table checks the range and says what it allows.
int required_number(const typed& value, std::string_view needs, std::string_view usage) {
  return ctp::cli::parse_size(*value.option, value.text, [](int) { return true; }, needs, usage);
}

// The arguments of each subcommand, as typed; and the function that adds the subcommand to app.
struct hanoi_arguments {
  typed discs, names;
};

command add_hanoi_table(CLI::App& app, const std::shared_ptr<placement_options>& placement) {
  CLI::App& sub = add_table_subcommand(app, "hanoi",
                                       "Towers of Hanoi: the move letters (or names) for N discs");
  auto arguments = std::make_shared<hanoi_arguments>();
  add_typed(sub, "--discs", arguments->discs, "N", "the number of discs, 1 to 24 (required)");
  add_typed(sub, "--names", arguments->names, "A,B,C",
            "three distinct names for A, B and C, separated by commas");
  const std::string usage = table_usage("hanoi", "--discs N [--names A,B,C]");
  return table_command(sub, usage, placement, [arguments, usage] {
    ctp::gen::hanoi_options options;
    options.discs =
        required_number(arguments->discs, "hanoi needs --discs N, the number of discs", usage);
    // The same names, with the same messages, as ctp hanoi --names.
    if (ctp::cli::given(*arguments->names.option))
      for (std::string& name : ctp::cli::parse_hanoi_names(arguments->names.text))
        options.names.push_back(std::move(name));
    return named_table{ctp::gen::hanoi_table(options), fmt::format("hanoi_{}", options.discs)};
  });
}

struct rings_arguments {
  typed rings;
  bool on = false;
};

command add_rings_table(CLI::App& app, const std::shared_ptr<placement_options>& placement) {
  CLI::App& sub = add_table_subcommand(app, "rings",
                                       "Chinese rings: the moves and states that take N rings off");
  auto arguments = std::make_shared<rings_arguments>();
  add_typed(sub, "--rings", arguments->rings, "N", "the number of rings, 1 to 24 (required)");
  ctp::cli::add_flag(sub, "--on", arguments->on, "put all rings on (from all down) instead");
  const std::string usage = table_usage("rings", "--rings N [--on]");
  return table_command(sub, usage, placement, [arguments, usage] {
    ctp::gen::rings_options options;
    options.rings =
        required_number(arguments->rings, "rings needs --rings N, the number of rings", usage);
    options.on = arguments->on;
    return named_table{ctp::gen::rings_table(options),
                       fmt::format("rings_{}{}", options.rings, options.on ? "_on" : "")};
  });
}

struct nine_tails_arguments {
  typed rows, cols;
  bool unweighted = false;
};

command add_nine_tails_table(CLI::App& app, const std::shared_ptr<placement_options>& placement) {
  CLI::App& sub = add_table_subcommand(
      app, "nine-tails", "nine tails: the cost and next move of every state of a board");
  auto arguments = std::make_shared<nine_tails_arguments>();
  add_typed(sub, "--rows", arguments->rows, "R", "the board's rows (default 3)");
  add_typed(sub, "--cols", arguments->cols, "C",
            "the board's columns (default 3); 1 to 25 cells in all");
  ctp::cli::add_flag(sub, "--unweighted", arguments->unweighted, "count moves, not coins flipped");
  const std::string usage = table_usage("nine-tails", "[--rows R] [--cols C] [--unweighted]");
  return table_command(sub, usage, placement, [arguments] {
    ctp::gen::nine_tails_options options;
    options.rows = ctp::cli::parse_number(*arguments->rows.option, arguments->rows.text, 3);
    options.cols = ctp::cli::parse_number(*arguments->cols.option, arguments->cols.text, 3);
    options.unweighted = arguments->unweighted;
    return named_table{ctp::gen::nine_tails_table(options),
                       fmt::format("nine_tails_{}x{}{}", options.rows, options.cols,
                                   options.unweighted ? "_unweighted" : "")};
  });
}

struct water_arguments {
  typed capacities, start;
  bool tap = false;
};

command add_water_table(CLI::App& app, const std::shared_ptr<placement_options>& placement) {
  CLI::App& sub =
      add_table_subcommand(app, "water", "water pouring: distances and next moves to every amount");
  auto arguments = std::make_shared<water_arguments>();
  add_typed(sub, "--capacities", arguments->capacities, "C,C,...",
            "2 to 8 capacities, separated by commas (required)");
  add_typed(
      sub, "--start", arguments->start, "A,A,...",
      "the contents at the start (default: the first largest cup full, or all empty with --tap)");
  ctp::cli::add_flag(sub, "--tap", arguments->tap, "fill and empty are moves too");
  const std::string usage = table_usage("water", "--capacities C,C,... [--start A,A,...] [--tap]");
  return table_command(sub, usage, placement, [arguments, usage] {
    if (!ctp::cli::given(*arguments->capacities.option))
      throw usage_error(
          fmt::format("water needs the cups' capacities (e.g. 3,5,8), got none; usage: {}", usage));
    ctp::gen::water_options options;
    // The same puzzle, with the same messages, as ctp water's CAPACITIES and --start.
    const std::string_view start = arguments->start.text;
    options.puzzle = ctp::cli::water_puzzle_of(
        arguments->capacities.text, ctp::cli::given(*arguments->start.option) ? &start : nullptr,
        arguments->tap);
    std::string name = "water";
    const ctp::water_state& capacity = options.puzzle.capacity;
    for (int cup = 0; cup != capacity.cups; ++cup) name += fmt::format("_{}", capacity[cup]);
    if (options.puzzle.tap) name += "_tap";
    return named_table{ctp::gen::water_table(options), std::move(name)};
  });
}

struct water_hardest_arguments {
  typed cups, max, jobs;
  bool tap = false;
  bool distinct = false;
};

command add_water_hardest_table(CLI::App& app,
                                const std::shared_ptr<placement_options>& placement) {
  CLI::App& sub =
      add_table_subcommand(app, "water-hardest", "water pouring: the hardest puzzles of a family");
  auto arguments = std::make_shared<water_hardest_arguments>();
  add_typed(sub, "--cups", arguments->cups, "K", "the number of cups, 2 to 8 (required)");
  add_typed(sub, "--max", arguments->max, "N", "the largest capacity (required)");
  ctp::cli::add_flag(sub, "--tap", arguments->tap, "fill and empty are moves too");
  ctp::cli::add_flag(sub, "--distinct", arguments->distinct,
                     "only strictly increasing capacities, as ctp water-hardest --distinct");
  arguments->jobs.option = ctp::cli::add_jobs_option(sub, arguments->jobs.text);
  const std::string usage = table_usage("water-hardest", "--cups K --max N [--tap] [--distinct]");
  return table_command(
      sub, usage, placement,
      [arguments, usage] {
        // The same numbers, with the same messages, as ctp water-hardest's.
        ctp::gen::water_hardest_options options;
        options.cups = required_number(arguments->cups,
                                       "water-hardest needs --cups K, the number of cups", usage);
        options.max = required_number(arguments->max,
                                      "water-hardest needs --max N, the largest capacity", usage);
        options.tap = arguments->tap;
        options.distinct = arguments->distinct;
        options.jobs = ctp::cli::parse_jobs(*arguments->jobs.option, arguments->jobs.text);
        return named_table{
            ctp::cli::checked([&] { return ctp::gen::water_hardest_table(options); },
                              fmt::format("--cups {} --max {}{}", options.cups, options.max,
                                          options.distinct ? " --distinct" : "")),
            fmt::format("water_hardest_{}_{}{}{}", options.cups, options.max,
                        options.tap ? "_tap" : "", options.distinct ? "_distinct" : "")};
      },
      table_progress::counted_by_build);
}

}  // namespace

int ctp::cli::run_ctp_gen(int argc, const char* const* argv) try {
  const ctp::cli::tool_text tool{
      "ctp-gen",
      "ctp-gen: lookup headers for the ctp puzzles, proven by the library's own functions", about,
      examples};
  const auto placement = std::make_shared<placement_options>();
  return ctp::cli::run_tool(
      tool,
      [&placement](CLI::App& app) {
        return std::vector<command>{
            add_hanoi_table(app, placement), add_rings_table(app, placement),
            add_nine_tails_table(app, placement), add_water_table(app, placement),
            add_water_hardest_table(app, placement)};
      },
      argc, argv);
} catch (...) {
  // Only setting the subcommands up can get here (out of memory, say): run_tool reports
  // everything else. The exit code is 1, no answer (cli/tool.hpp).
  std::fputs("ctp-gen: could not set up the command line\n", stderr);
  return 1;
}
