// The `ctp water-hardest` subcommand: reads and checks its arguments (the library checks the
// family and its messages are quoted), searches with ctp::water_hardest on --jobs threads
// (hardest_search.hpp), and hands the result to listing.cpp.
#include "water_pouring/hardest_command.hpp"

#include <memory>
#include <string>

#include <fmt/format.h>

#include "ctp/water_pouring/run_time/hardest.hpp"
#include "cli/arguments.hpp"
#include "cli/errors.hpp"
#include "cli/jobs.hpp"
#include "water_pouring/hardest_search.hpp"
#include "water_pouring/listing.hpp"
#include "water_pouring/puzzle_arguments.hpp"

namespace ctp::puzzles::water_pouring {
namespace {

constexpr const char* description =
    "Water pouring (the 3/5/8 water cups post): the puzzles of K cups, capacities up to N, that "
    "take the most pours";

constexpr const char* footer = R"(The post's last question, "search for bigger solvable
problems": among every puzzle of K cups with capacities from 1 to N (in increasing order,
repeats allowed) and a goal amount from 1 to N in any cup, those whose shortest solution is
longest. With --distinct only capacities in strictly increasing order are searched, every
cup a different size (so N must be at least K): 6,7,12 is searched, 1,12,12 is not.

Without --tap the largest cup (the first, if several) starts full and the others empty, as
in ctp water, and only pours are moves; with --tap every cup starts empty and filling or
emptying a cup are moves too. Amounts already in a cup at the start, and amounts
that cannot be reached, do not count.

The answer is a header line, then one line a puzzle, every tie listed, in increasing order of
capacities and then of goal amount: the capacities and the start, as `ctp water` takes them,
the goal amount and the fewest pours (or moves, with --tap). Each can be replayed, with or
without --start (the start is ctp water's default):
  ctp water 6,7,12 --start 0,0,12 --goal 9
When no puzzle of the family needs a move at all, ctp says so in a sentence, with exit code 1.

Every puzzle of the family is solved by one breadth-first search: the time grows fast with K
and N (3 cups up to 12 take a moment). The cups may span at most 16,777,216 states, N + 1 to
the power K, and the whole search at most 68,719,476,736 steps, a step being a state set out
or a move tried: 4 cups up to 43 fit, 3 up to 118, or up to 77 with --tap; a larger family is
refused at once. The tuples are shared out among --jobs J threads (default: one a core, at most 64); the
answer is the same, byte for byte, with any number of jobs. On a terminal, a line on standard
error counts the capacity tuples searched while the search runs, and is erased at the end;
when standard error is not a terminal, nothing is written there.

Examples:
  ctp water-hardest --cups 3 --max 12        1,12,12 (goal 6) and 6,7,12 (goal 9): 11 pours
  ctp water-hardest --cups 3 --max 12 --tap  11,11,12, goal 6: 20 moves
  ctp water-hardest --cups 3 --max 12 --distinct
                                             6,7,12 (goal 9): 11 pours
  ctp water-hardest --cups 2 --max 9 --tap   the hardest puzzles of two jugs and a tap)";

constexpr const char* usage = "ctp water-hardest --cups K --max N [--tap] [--distinct]";

struct water_hardest_arguments {
  CLI::Option* cups_option = nullptr;
  std::string cups;
  CLI::Option* max_option = nullptr;
  std::string max;
  CLI::Option* tap = nullptr;
  CLI::Option* distinct = nullptr;
  CLI::Option* jobs_option = nullptr;
  std::string jobs;
};

// The search, after its numbers are read; the library checks the family (its message is shown
// with what was typed).
cli::outcome run_water_hardest(const water_hardest_arguments& arguments, cli::output& out) {
  const auto any = [](int) { return true; };
  const int cups = cli::parse_size(*arguments.cups_option, arguments.cups, any,
                                   "water-hardest needs --cups K, the number of cups", usage);
  const int largest = cli::parse_size(*arguments.max_option, arguments.max, any,
                                      "water-hardest needs --max N, the largest capacity", usage);
  const bool tap = cli::given(*arguments.tap);
  const bool distinct = cli::given(*arguments.distinct);
  const int jobs = cli::parse_jobs(*arguments.jobs_option, arguments.jobs);
  const water_hardest_family family{
      cups, largest, tap,
      distinct ? water_capacities::distinct : water_capacities::repeats_allowed};
  const water_hardest_result hardest = cli::checked(
      [&] { return search_water_hardest(family, jobs, "ctp: water-hardest"); },
      fmt::format("--cups {} --max {}{}", cups, largest, distinct ? " --distinct" : ""));
  if (hardest.puzzles.empty()) {
    out.print(
        "No puzzle of {} cups with {}capacities up to {} needs a {}: every amount that can be "
        "reached is there at the start.\n",
        cups, distinct ? "distinct " : "", largest, tap ? "move" : "pour");
    return cli::outcome::no_answer;
  }
  write_water_hardest(out, hardest, tap);
  return cli::outcome::answered;
}

}  // namespace

cli::command add_water_hardest_command(CLI::App& app) {
  CLI::App* hardest = cli::add_subcommand(app, "water-hardest", description, footer);
  auto arguments = std::make_shared<water_hardest_arguments>();
  arguments->cups_option = cli::add_argument(*hardest, water_cups_argument, arguments->cups);
  arguments->max_option = cli::add_argument(*hardest, water_max_argument, arguments->max);
  arguments->tap = cli::add_flag(*hardest, water_tap_argument);
  arguments->distinct = cli::add_flag(*hardest, water_distinct_argument);
  arguments->jobs_option = cli::add_jobs_option(*hardest, arguments->jobs);
  return {hardest, usage,
          [arguments](cli::output& out) { return run_water_hardest(*arguments, out); }};
}

}  // namespace ctp::puzzles::water_pouring
