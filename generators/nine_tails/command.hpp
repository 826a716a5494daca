// The `ctp nine-tails` subcommand: nine tails (Liang, "The Weighted Nine Tails Problem") on a
// board of 1 to 25 coins, the fewest coins flipped (or moves) to all tails, printed as Liang's
// program prints them.
#ifndef CTP_GENERATORS_NINE_TAILS_COMMAND_HPP_INCLUDED
#define CTP_GENERATORS_NINE_TAILS_COMMAND_HPP_INCLUDED

#include "cli/puzzles.hpp"

namespace ctp::puzzles::nine_tails {

// The puzzle's part of ctp (cli/puzzles.hpp): its subcommands and its lines of ctp's examples.
cli::tool_part ctp_part();

}  // namespace ctp::puzzles::nine_tails

#endif  // CTP_GENERATORS_NINE_TAILS_COMMAND_HPP_INCLUDED
