// Water pouring (the rules of the 3/5/8 water cups post): the puzzle's ctp-gen subcommands, their
// options read as ctp reads its own, and its part of ctp-gen (cli/puzzles.hpp).
#include <memory>
#include <string>
#include <string_view>
#include <utility>

#include <fmt/format.h>

#include "cli/arguments.hpp"
#include "cli/errors.hpp"
#include "cli/jobs.hpp"
#include "headers/table_command.hpp"
#include "water_pouring/puzzle_arguments.hpp"
#include "water_pouring/table.hpp"

namespace ctp::puzzles::water_pouring {

namespace {

// The arguments of the subcommand, as typed (headers::typed), and the function that adds it.
struct water_arguments {
  headers::typed capacities, start;
  bool tap = false;
};

cli::command add_water_table(CLI::App& app) {
  CLI::App& sub = headers::add_table_subcommand(
      app, "water", "water pouring: distances and next moves to every amount");
  auto arguments = std::make_shared<water_arguments>();
  headers::add_typed(sub, "--capacities", arguments->capacities, "C,C,...",
                     "2 to 8 capacities, separated by commas (required)");
  headers::add_typed(
      sub, "--start", arguments->start, "A,A,...",
      "the contents at the start (default: the first largest cup full, or all empty with --tap)");
  cli::add_flag(sub, "--tap", arguments->tap, "fill and empty are moves too");
  const std::string usage =
      headers::table_usage("water", "--capacities C,C,... [--start A,A,...] [--tap]");
  return headers::table_command(sub, usage, [arguments, usage] {
    if (!cli::given(*arguments->capacities.option))
      throw cli::usage_error(
          fmt::format("water needs the cups' capacities (e.g. 3,5,8), got none; usage: {}", usage));
    gen::water_options options;
    // The same puzzle, with the same messages, as ctp water's CAPACITIES and --start.
    const std::string_view start = arguments->start.text;
    options.puzzle = cli::water_puzzle_of(arguments->capacities.text,
                                          cli::given(*arguments->start.option) ? &start : nullptr,
                                          arguments->tap);
    std::string name = "water";
    const ctp::water_state& capacity = options.puzzle.capacity;
    for (int cup = 0; cup != capacity.cups; ++cup) name += fmt::format("_{}", capacity[cup]);
    if (options.puzzle.tap) name += "_tap";
    return headers::named_table{gen::water_table(options), std::move(name)};
  });
}

struct water_hardest_arguments {
  headers::typed cups, max, jobs;
  bool tap = false;
  bool distinct = false;
};

cli::command add_water_hardest_table(CLI::App& app) {
  CLI::App& sub = headers::add_table_subcommand(app, "water-hardest",
                                                "water pouring: the hardest puzzles of a family");
  auto arguments = std::make_shared<water_hardest_arguments>();
  headers::add_typed(sub, "--cups", arguments->cups, "K", "the number of cups, 2 to 8 (required)");
  headers::add_typed(sub, "--max", arguments->max, "N", "the largest capacity (required)");
  cli::add_flag(sub, "--tap", arguments->tap, "fill and empty are moves too");
  cli::add_flag(sub, "--distinct", arguments->distinct,
                "only strictly increasing capacities, as ctp water-hardest --distinct");
  arguments->jobs.option = cli::add_jobs_option(sub, arguments->jobs.text);
  const std::string usage =
      headers::table_usage("water-hardest", "--cups K --max N [--tap] [--distinct]");
  return headers::table_command(
      sub, usage,
      [arguments, usage] {
        // The same numbers, with the same messages, as ctp water-hardest's.
        gen::water_hardest_options options;
        options.cups = headers::required_number(
            arguments->cups, "water-hardest needs --cups K, the number of cups", usage);
        options.max = headers::required_number(
            arguments->max, "water-hardest needs --max N, the largest capacity", usage);
        options.tap = arguments->tap;
        options.distinct = arguments->distinct;
        options.jobs = cli::parse_jobs(*arguments->jobs.option, arguments->jobs.text);
        return headers::named_table{
            cli::checked([&] { return gen::water_hardest_table(options); },
                         fmt::format("--cups {} --max {}{}", options.cups, options.max,
                                     options.distinct ? " --distinct" : "")),
            fmt::format("water_hardest_{}_{}{}{}", options.cups, options.max,
                        options.tap ? "_tap" : "", options.distinct ? "_distinct" : "")};
      },
      headers::table_progress::counted_by_build);
}

}  // namespace

cli::tool_part ctp_gen_part() {
  return {
      .subcommands = {add_water_table, add_water_hardest_table},
      .examples = {"  ctp-gen water --capacities 3,5,8 --start 0,0,8",
                   "  ctp-gen water-hardest --cups 3 --max 12"},
      .first_examples = {},
      .progress_notes =
          " (the\ncapacity tuples searched, for water-hardest, whose --jobs J shares them among J "
          "threads with\nthe same table)"};
}

}  // namespace ctp::puzzles::water_pouring
