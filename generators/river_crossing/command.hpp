// The `ctp river` subcommand: the river crossing (Alcuin's farmer with a wolf, a goat and a
// cabbage; Amarel's missionaries and cannibals), the fewest crossings from a start to everyone on
// the far bank.
#ifndef CTP_GENERATORS_RIVER_CROSSING_COMMAND_HPP_INCLUDED
#define CTP_GENERATORS_RIVER_CROSSING_COMMAND_HPP_INCLUDED

#include "cli/puzzles.hpp"

namespace ctp::puzzles::river_crossing {

// The puzzle's part of ctp (cli/puzzles.hpp): its subcommand and its lines of ctp's examples.
cli::tool_part ctp_part();

}  // namespace ctp::puzzles::river_crossing

#endif  // CTP_GENERATORS_RIVER_CROSSING_COMMAND_HPP_INCLUDED
