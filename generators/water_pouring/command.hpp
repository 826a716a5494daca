// The `ctp water` subcommand: water pouring (the water-cups post) for 2 to 8 cups, the fewest
// pours (or, with a tap, moves) from a start to a goal, or every state reachable from the start.
#ifndef CTP_GENERATORS_WATER_POURING_COMMAND_HPP_INCLUDED
#define CTP_GENERATORS_WATER_POURING_COMMAND_HPP_INCLUDED

#include "cli/puzzles.hpp"

namespace ctp::puzzles::water_pouring {

// The puzzle's part of ctp (cli/puzzles.hpp): its subcommands and its lines of ctp's examples.
cli::tool_part ctp_part();

}  // namespace ctp::puzzles::water_pouring

#endif  // CTP_GENERATORS_WATER_POURING_COMMAND_HPP_INCLUDED
