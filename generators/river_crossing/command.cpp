// The `ctp river` subcommand: reads its arguments (the library checks the shape and reads the
// start, and its messages are quoted), solves with the library's breadth-first search
// (ctp::river_solve), and hands the answer to listing.cpp or svg.cpp.
#include "river_crossing/command.hpp"

#include <memory>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "ctp/river_crossing.hpp"
#include "cli/arguments.hpp"
#include "cli/errors.hpp"
#include "river_crossing/listing.hpp"
#include "river_crossing/puzzle_arguments.hpp"
#include "river_crossing/svg.hpp"

namespace ctp::puzzles::river_crossing {
namespace {

constexpr const char* description =
    "The river crossing (Alcuin's farmer, wolf, goat and cabbage; missionaries and cannibals): "
    "the fewest crossings to bring everyone to the far bank";

constexpr const char* footer =
    R"(PEOPLE is the word farmer (the farmer, the wolf, the goat and the cabbage: the
wolf eats the goat and the goat the cabbage where the farmer is not), or M,C: M
missionaries and C cannibals, 1 to 200 people in all (cannibals may never outnumber
the missionaries on a bank where there are missionaries). The boat is an option,
--seats S (1 to 20, the rower's seat included, 2 by default as in both classic
tellings), and not a third number of PEOPLE: the people are the puzzle, the boat is
how it is played, and 3,3 reads as the puzzle it names where 3,3,2 would not.

A state is written as the start bank, a bar for the river and the far bank, one
letter a passenger: FWGC| and WC|FG for the farmer (the boat is where he is), MMMCCCB|
and MMCC|BMC for missionaries and cannibals (B, the boat). --start S starts from the
state S instead of everyone, and the boat, on the start bank.

The answer has the fewest crossings (breadth-first search): a line with the start, a
line a crossing with the state after it, then the number of crossings:
  start: FWGC|
  crossing 1 of 7: the farmer and the goat cross -> WC|FG
  ...
  7 crossings
Of several shortest solutions ctp prints the canonical one, the first that
breadth-first search finds when it tries the boatloads in order: the farmer alone,
then with the wolf, the goat, the cabbage; missionaries 0, 1, ... and for each
cannibals 0, 1, .... A puzzle with no way across is said so in a sentence, with exit
code 1.

Examples:
  ctp river farmer                 Alcuin's puzzle: 7 crossings
  ctp river 3,3                    missionaries and cannibals: 11 crossings
  ctp river 5,5 --seats 3          a boat of 3: 11 crossings
  ctp river 3,3 --start MC|BMMCC   from halfway
  ctp river 4,4                    no way across with a boat of 2 (exit 1)
  ctp river farmer --svg -o x.svg  the crossing as an animated picture)";

constexpr const char* usage = "ctp river PEOPLE [--seats S] [--start S] [--svg [--frame K]]";

struct river_arguments {
  cli::typed people;
  cli::typed seats;
  cli::typed start;
  pictures::svg_options svg;
};

// 1. The puzzle, checked; 2. the solution, by the library's breadth-first search; 3. the
// listing, the picture, or the sentence that there is no way across.
cli::outcome run_river(const river_arguments& arguments, cli::output& out) {
  if (!cli::given(arguments.people))
    throw cli::usage_error(
        fmt::format("river needs {}, got none; usage: {}", river_people_needs, usage));
  const river_puzzle puzzle = river_puzzle_of(arguments.people, arguments.seats, arguments.start);
  const bool svg = pictures::svg_wanted(arguments.svg);
  const river_solution solution = ctp::river_solve(puzzle);
  if (!solution.reachable()) {
    write_river_unsolvable(out, puzzle);
    return cli::outcome::no_answer;
  }
  if (svg) write_river_svg(out, arguments.svg, puzzle, solution);
  else write_river_solution(out, puzzle, solution);
  return cli::outcome::answered;
}

// Adds `river` (its arguments, help and examples) to app.
cli::command add_river_command(CLI::App& app) {
  CLI::App* river = cli::add_subcommand(app, "river", description, footer);
  auto arguments = std::make_shared<river_arguments>();
  cli::add_argument(*river, river_people_argument, arguments->people);
  cli::add_argument(*river, river_seats_argument, arguments->seats);
  cli::add_argument(*river, river_start_argument, arguments->start);
  pictures::add_svg_options(*river, arguments->svg);
  return {river, usage, [arguments](cli::output& out) { return run_river(*arguments, out); }};
}

}  // namespace

cli::tool_part ctp_part() {
  cli::tool_part part;
  part.subcommands = {add_river_command};
  part.examples = {
      "  ctp river farmer                     Alcuin's farmer, wolf, goat and cabbage",
      "  ctp river 3,3                        missionaries and cannibals: 11 crossings",
      "  ctp river --help                     everything about river"};
  return part;
}

}  // namespace ctp::puzzles::river_crossing
