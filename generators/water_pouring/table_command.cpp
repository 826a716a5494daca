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

// The arguments of the subcommand, as typed, and the function that adds it.
struct water_arguments {
  cli::typed capacities, start;
  CLI::Option* tap = nullptr;
};

// The table's default name: water, the capacities, _tap with a tap, and the start when it is not
// the default one (water_3_5_8_from_1_1_1).
std::string default_name(const ctp::water_puzzle& puzzle) {
  const ctp::water_state& capacity = puzzle.capacity;
  std::string name = "water";
  for (int cup = 0; cup != capacity.cups; ++cup) name += fmt::format("_{}", capacity[cup]);
  if (puzzle.tap) name += "_tap";
  if (puzzle.start != ctp::water_default_puzzle(capacity, puzzle.tap).start) {
    name += "_from";
    for (int cup = 0; cup != capacity.cups; ++cup) name += fmt::format("_{}", puzzle.start[cup]);
  }
  return name;
}

cli::command add_water_table(CLI::App& app) {
  CLI::App& sub = headers::add_table_subcommand(
      app, "water", "water pouring: distances and next moves to every amount");
  auto arguments = std::make_shared<water_arguments>();
  cli::add_argument(sub, water_capacities_argument, arguments->capacities);
  cli::add_argument(sub, water_start_argument, arguments->start);
  arguments->tap = cli::add_flag(sub, water_tap_argument);
  const std::string usage = headers::table_usage("water", "CAPACITIES [--start S] [--tap]");
  return headers::table_command(sub, usage, [arguments, usage] {
    if (!cli::given(arguments->capacities))
      throw cli::usage_error(
          fmt::format("water needs the cups' capacities (e.g. 3,5,8), got none; usage: {}", usage));
    water_options options;
    // The same puzzle, with the same messages, as ctp water's CAPACITIES and --start.
    options.puzzle =
        water_puzzle_of(arguments->capacities, arguments->start, cli::given(*arguments->tap));
    std::string name = default_name(options.puzzle);
    return headers::named_table{water_table(options), std::move(name), ""};
  });
}

struct water_hardest_arguments {
  cli::typed cups, max, jobs;
  CLI::Option* tap = nullptr;
  CLI::Option* distinct = nullptr;
};

cli::command add_water_hardest_table(CLI::App& app) {
  CLI::App& sub = headers::add_table_subcommand(app, "water-hardest",
                                                "water pouring: the hardest puzzles of a family");
  auto arguments = std::make_shared<water_hardest_arguments>();
  cli::add_argument(sub, water_cups_argument, arguments->cups);
  cli::add_argument(sub, water_max_argument, arguments->max);
  arguments->tap = cli::add_flag(sub, water_tap_argument);
  arguments->distinct = cli::add_flag(sub, water_distinct_argument);
  cli::add_jobs_option(sub, arguments->jobs);
  const std::string usage =
      headers::table_usage("water-hardest", "--cups K --max N [--tap] [--distinct]");
  return headers::table_command(
      sub, usage,
      [arguments, usage] {
        // The same numbers, with the same messages, as ctp water-hardest's.
        water_hardest_options options;
        options.cups = headers::required_number(
            arguments->cups, "water-hardest needs --cups K, the number of cups", usage);
        options.max = headers::required_number(
            arguments->max, "water-hardest needs --max N, the largest capacity", usage);
        options.tap = cli::given(*arguments->tap);
        options.distinct = cli::given(*arguments->distinct);
        options.jobs = cli::parse_jobs(arguments->jobs);
        return headers::named_table{
            cli::checked([&] { return water_hardest_table(options); },
                         fmt::format("--cups {} --max {}{}", options.cups, options.max,
                                     options.distinct ? " --distinct" : "")),
            fmt::format("water_hardest_{}_{}{}{}", options.cups, options.max,
                        options.tap ? "_tap" : "", options.distinct ? "_distinct" : ""),
            ""};
      },
      headers::table_progress::counted_by_build);
}

}  // namespace

cli::tool_part ctp_gen_part() {
  return {
      .subcommands = {add_water_table, add_water_hardest_table},
      .examples = {"  ctp-gen water 3,5,8 --start 0,0,8",
                   "  ctp-gen water-hardest --cups 3 --max 12"},
      .first_examples = {},
      .progress_notes =
          " (the\ncapacity tuples searched, for water-hardest, whose --jobs J shares them among J "
          "threads with\nthe same table)"};
}

}  // namespace ctp::puzzles::water_pouring
