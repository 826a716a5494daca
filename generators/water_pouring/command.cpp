// The `ctp water` subcommand: reads and checks its arguments (the library reads the amounts and
// checks the puzzle and its goal, and its messages are quoted), solves with the library's
// breadth-first search, and hands the answer to listing.cpp.
#include "water_pouring/command.hpp"

#include <memory>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "ctp/water_pouring.hpp"
#include "cli/arguments.hpp"
#include "cli/errors.hpp"
#include "water_pouring/hardest_command.hpp"
#include "water_pouring/listing.hpp"
#include "water_pouring/puzzle_arguments.hpp"
#include "water_pouring/svg.hpp"

namespace ctp::puzzles::water_pouring {
namespace {

constexpr const char* description =
    "Water pouring (the 3/5/8 water cups post): the fewest pours between cups to get an amount of "
    "water, or a state";

constexpr const char* footer = R"(Cups are numbered from 1, in the order of CAPACITIES; a state
gives every cup's contents in the post's notation, [<Cup 0/3>, <Cup 0/5>, <Cup 8/8>]. A pour
from one cup into another stops when the first is empty or the second full, and counts only
if some water moves. With --tap, filling a cup from the tap and emptying a cup are moves too.

--start gives the contents at the start, an amount a cup (e.g. 0,0,8). Without it the largest
cup (the first of them, if several are largest) starts full and the others empty; with --tap
every cup starts empty. ctp-gen water and ctp water-hardest take the same default.

The goal is one of:
  --goal A            A units of water in any cup (the post's 4 oz);
  --goal A --cup I    A units in cup I;
  --goal S            exactly the state S, an amount a cup (e.g. 3,1,4).

The answer has the fewest moves (breadth-first search): a line with the start, a line a move
with the state after it, then the number of pours (or of moves, with --tap):
  start: [<Cup 0/3>, <Cup 0/5>, <Cup 8/8>]
  move 1 of 6: pour cup 3 into cup 2 -> [<Cup 0/3>, <Cup 5/5>, <Cup 3/8>]
  ...
  6 pours
Moves are written `pour cup I into cup J`, `fill cup I` and `empty cup I`. Of several
shortest solutions ctp prints the canonical one, the first that breadth-first search finds
when it tries the pours from cup 1 into cups 2, 3, ..., then from cup 2, ..., then fills cup
1, 2, ..., then empties them. A goal that cannot be reached is said so in a sentence, with
exit code 1.

--reached takes no goal: it lists every state that the start reaches, nearest first, each
with its fewest pours (or moves), then how many states there are.

A puzzle has 2 to 8 cups and at most 16,777,216 states in all (the product of every
capacity plus one).

Examples:
  ctp water 3,5,8 --start 0,0,8 --goal 4  the post's puzzle: 6 pours
  ctp water 3,5,8 --goal 4 --cup 3        4 in the cup of 8: 7 pours
  ctp water 3,5,8 --goal 3,1,4            the post's second success state, exactly
  ctp water 3,5 --tap --goal 4            two jugs and a tap: 6 moves
  ctp water 3,5,8 --reached               the 16 states that can be reached
  ctp water 2,4 --start 0,4 --goal 1      no solution (exit 1))";

constexpr const char* usage =
    "ctp water CAPACITIES [--start S] [--tap] (--goal A [--cup I] | --goal S | --reached)";

struct water_arguments {
  cli::typed capacities;
  cli::typed start;
  cli::typed goal;
  cli::typed cup;
  CLI::Option* tap = nullptr;
  CLI::Option* reached = nullptr;
  pictures::svg_options svg;
};

// The puzzle: CAPACITIES and --start, read as ctp-gen water reads them (puzzle_arguments.hpp).
water_puzzle puzzle_of(const water_arguments& arguments) {
  if (!cli::given(arguments.capacities))
    throw cli::usage_error(
        fmt::format("water needs the cups' capacities (e.g. 3,5,8), got none; usage: {}", usage));
  return water_puzzle_of(arguments.capacities, arguments.start, cli::given(*arguments.tap));
}

// The goal: --goal S, a state (amounts with commas between them), or --goal A, an amount (with
// --cup I: in that cup, numbered from 1). The library checks it when it solves.
water_goal goal_of(const water_arguments& arguments) {
  const std::string& goal = arguments.goal.text;
  const bool state = goal.find(',') != std::string::npos;
  if (cli::given(arguments.cup) && (!cli::given(arguments.goal) || state))
    throw cli::usage_error(
        fmt::format("--cup goes with an amount: --goal A --cup I asks for A in cup I{}; usage: {}",
                    cli::given(arguments.goal) ? ", got --goal " + cli::shown(goal) : "", usage));
  if (!cli::given(arguments.goal))
    throw cli::usage_error(fmt::format(
        "water needs a goal (--goal A or --goal S) or --reached, got none; usage: {}", usage));
  if (state) return water_goal::exactly(water_amounts_of(goal, "--goal " + cli::shown(goal)));
  const int amount = cli::parse_number(arguments.goal, 0);
  if (!cli::given(arguments.cup)) return water_goal::amount_anywhere(amount);
  return water_goal::amount_in(cli::parse_number(arguments.cup, 0) - 1, amount);
}

// What was typed for the goal, for messages: --goal 4 --cup 2, or --goal 3,1,4.
std::string typed_goal(const water_arguments& arguments) {
  std::string typed = "--goal " + cli::shown(arguments.goal.text);
  if (cli::given(arguments.cup))
    typed += " --cup " + cli::shown(arguments.cup.text) + " (cups are numbered from 1)";
  return typed;
}

// 1. The puzzle, checked; 2. --reached, which takes no goal; 3. the goal, checked by the
// library as it solves; 4. the solution, or the sentence that there is none.
cli::outcome run_water(const water_arguments& arguments, cli::output& out) {
  const water_puzzle puzzle = puzzle_of(arguments);
  const bool svg = pictures::svg_wanted(arguments.svg);
  if (svg) pictures::reject_with_svg({arguments.reached});
  if (cli::given(*arguments.reached)) {
    for (const cli::typed* goal : {&arguments.goal, &arguments.cup})
      if (cli::given(*goal))
        throw cli::usage_error(
            fmt::format("--reached lists every state the start reaches and takes no goal, got "
                        "--reached and {}; usage: {}",
                        cli::name_of(*goal), usage));
    write_water_reached(out, puzzle);
    return cli::outcome::answered;
  }
  const water_goal goal = goal_of(arguments);
  const water_solution solution =
      cli::checked([&] { return ctp::water_solve(puzzle, goal); }, typed_goal(arguments));
  if (!solution.reachable()) {
    write_water_unsolvable(out, puzzle, goal);
    return cli::outcome::no_answer;
  }
  if (svg) write_water_svg(out, arguments.svg, puzzle, goal, solution);
  else write_water_solution(out, puzzle, solution);
  return cli::outcome::answered;
}

// Adds `water` (its arguments, help and examples) to app.
cli::command add_water_command(CLI::App& app) {
  CLI::App* water = cli::add_subcommand(app, "water", description, footer);
  auto arguments = std::make_shared<water_arguments>();
  cli::add_argument(*water, water_capacities_argument, arguments->capacities);
  cli::add_argument(*water, water_start_argument, arguments->start);
  cli::add_text_option(*water, "--goal", arguments->goal,
                       "the goal: this amount A in any cup, or exactly the state S, an amount a "
                       "cup (e.g. 3,1,4)",
                       "A|S");
  cli::add_text_option(*water, "--cup", arguments->cup,
                       "with --goal A: the amount in this cup (1 = the first)", "I");
  arguments->tap = cli::add_flag(*water, water_tap_argument);
  arguments->reached =
      cli::add_flag(*water, "--reached", "list every state that the start reaches, nearest first");
  pictures::add_svg_options(*water, arguments->svg);
  cli::add_alias(*water, "--state", arguments->goal);
  cli::add_alias(*water, "--all", *arguments->reached);
  return {water, usage, [arguments](cli::output& out) { return run_water(*arguments, out); }};
}

}  // namespace

cli::tool_part ctp_part() {
  cli::tool_part part;
  part.subcommands = {add_water_command, add_water_hardest_command};
  part.examples = {
      "  ctp water 3,5,8 --start 0,0,8 --goal 4",
      "                                       the water-cups post's 6 pours, one a line",
      "  ctp water 3,5 --tap --goal 4         fill, empty and pour: 6 moves",
      "  ctp water --help                     everything about water",
      "  ctp water-hardest --cups 3 --max 12  the puzzles of 3 cups up to 12 that take longest",
      "  ctp water-hardest --help             everything about water-hardest"};
  return part;
}

}  // namespace ctp::puzzles::water_pouring
