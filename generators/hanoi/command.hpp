// The `ctp hanoi` subcommand: Towers of Hanoi (Peelle, "Towers of Hanoi, Simplified in J") for 1
// to 63 discs, as move letters, move names, pegs, discs, a move count or pictures of the pegs.
#ifndef CTP_GENERATORS_HANOI_COMMAND_HPP_INCLUDED
#define CTP_GENERATORS_HANOI_COMMAND_HPP_INCLUDED

#include "cli/puzzles.hpp"

namespace ctp::puzzles::hanoi {

// The puzzle's part of ctp (cli/puzzles.hpp): its subcommands and its lines of ctp's examples.
cli::tool_part ctp_part();

}  // namespace ctp::puzzles::hanoi

#endif  // CTP_GENERATORS_HANOI_COMMAND_HPP_INCLUDED
