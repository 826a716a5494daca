// The `ctp water-hardest` subcommand: the water-cups post's "search for bigger solvable problems",
// the puzzles of K cups up to a largest capacity whose shortest solution is longest.
#ifndef CTP_GENERATORS_WATER_POURING_HARDEST_COMMAND_HPP_INCLUDED
#define CTP_GENERATORS_WATER_POURING_HARDEST_COMMAND_HPP_INCLUDED

#include "cli/cli11_names.hpp"
#include "cli/command.hpp"

namespace ctp::puzzles::water_pouring {

// Adds `water-hardest` (its arguments, help and examples) to app.
cli::command add_water_hardest_command(CLI::App& app);

}  // namespace ctp::puzzles::water_pouring

#endif  // CTP_GENERATORS_WATER_POURING_HARDEST_COMMAND_HPP_INCLUDED
