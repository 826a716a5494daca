// The `ctp hanoi` subcommand: Towers of Hanoi (Peelle, "Towers of Hanoi, Simplified in J") for 1
// to 63 discs, as move letters, move names, pegs, discs, a move count or pictures of the pegs.
#ifndef CTP_GENERATORS_HANOI_COMMAND_HPP_INCLUDED
#define CTP_GENERATORS_HANOI_COMMAND_HPP_INCLUDED

#include "cli/cli11_names.hpp"
#include "cli/command.hpp"
#include "cli/puzzles.hpp"

namespace ctp::puzzles::hanoi {

// Adds `hanoi` (its arguments, help and examples) to app.
cli::command add_hanoi_command(CLI::App& app);

// The puzzle's part of ctp (cli/puzzles.hpp): its subcommands and its lines of ctp's examples.
cli::tool_part ctp_part();

}  // namespace ctp::puzzles::hanoi

#endif  // CTP_GENERATORS_HANOI_COMMAND_HPP_INCLUDED
