// The `ctp rings` subcommand: the Chinese rings (jwalker's applet) for 1 to 63 rings, as moves,
// states, a move count or pictures, one move at a time or with the double move at the free end.
#ifndef CTP_GENERATORS_CHINESE_RINGS_COMMAND_HPP_INCLUDED
#define CTP_GENERATORS_CHINESE_RINGS_COMMAND_HPP_INCLUDED

#include "cli/puzzles.hpp"

namespace ctp::puzzles::chinese_rings {

// The puzzle's part of ctp (cli/puzzles.hpp): its subcommands and its lines of ctp's examples.
cli::tool_part ctp_part();

}  // namespace ctp::puzzles::chinese_rings

#endif  // CTP_GENERATORS_CHINESE_RINGS_COMMAND_HPP_INCLUDED
