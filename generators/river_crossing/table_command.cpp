// The river crossing (Alcuin's farmer, Amarel's missionaries and cannibals): the puzzle's ctp-gen
// subcommand, its options read as ctp river reads its own, and its part of ctp-gen
// (cli/puzzles.hpp).
#include <memory>
#include <string>
#include <string_view>
#include <utility>

#include <fmt/format.h>

#include "cli/arguments.hpp"
#include "cli/errors.hpp"
#include "headers/table_command.hpp"
#include "river_crossing/puzzle_arguments.hpp"
#include "river_crossing/table.hpp"

namespace ctp::puzzles::river_crossing {

namespace {

// A state as a part of a name: its text's two banks joined by _, an empty bank written 0, so
// that MC|BMMCC is MC_BMMCC and |FWGC is 0_FWGC.
std::string state_name(const ctp::river_shape& shape, const ctp::river_state& state) {
  const std::string text = river_state_text(shape, state);
  const std::size_t bar = text.find('|');
  const auto bank = [](std::string_view letters) {
    return letters.empty() ? std::string("0") : std::string(letters);
  };
  return bank(std::string_view(text).substr(0, bar)) + "_" +
         bank(std::string_view(text).substr(bar + 1));
}

// The arguments of the subcommand, as typed.
struct river_arguments {
  cli::typed people, seats, start;
};

cli::command add_river_table(CLI::App& app) {
  CLI::App& sub = headers::add_table_subcommand(
      app, "river", "the river crossing: fewest crossings and next states of one puzzle");
  auto arguments = std::make_shared<river_arguments>();
  cli::add_argument(sub, river_people_argument, arguments->people);
  cli::add_argument(sub, river_seats_argument, arguments->seats);
  cli::add_argument(sub, river_start_argument, arguments->start);
  const std::string usage = headers::table_usage("river", "PEOPLE [--seats S] [--start S]");
  return headers::table_command(sub, usage, [arguments, usage] {
    if (!cli::given(arguments->people))
      throw cli::usage_error(
          fmt::format("river needs PEOPLE, {}, got none; usage: {}", river_people_needs, usage));
    // The same puzzle, with the same messages, as ctp river's PEOPLE, --seats and --start.
    const ctp::river_puzzle puzzle =
        river_puzzle_of(arguments->people, arguments->seats, arguments->start);
    std::string name =
        puzzle.shape.rules == ctp::river_rules::farmer
            ? std::string("river_farmer")
            : fmt::format("river_{}_{}", puzzle.shape.missionaries, puzzle.shape.cannibals);
    if (puzzle.shape.seats != 2) name += fmt::format("_seats_{}", puzzle.shape.seats);
    if (puzzle.start != ctp::river_start(puzzle.shape))
      name += "_from_" + state_name(puzzle.shape, puzzle.start);
    return headers::named_table{river_table(puzzle), std::move(name), ""};
  });
}

}  // namespace

cli::tool_part ctp_gen_part() {
  return {.subcommands = {add_river_table},
          .examples = {"  ctp-gen river 3,3"},
          .first_examples = {},
          .progress_notes = {}};
}

}  // namespace ctp::puzzles::river_crossing
