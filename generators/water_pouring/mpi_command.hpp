// `ctp-mpi water-hardest`: the hardest-puzzle search of `ctp water-hardest` over the processes of
// an MPI run, with the same options, printing the same answer (hardest_mpi.hpp).
#ifndef CTP_GENERATORS_WATER_POURING_MPI_COMMAND_HPP_INCLUDED
#define CTP_GENERATORS_WATER_POURING_MPI_COMMAND_HPP_INCLUDED

#include "cli/cli11_names.hpp"
#include "cli/command.hpp"
#include "cli/puzzles.hpp"
#include "mpi/world.hpp"

namespace ctp::puzzles::water_pouring {

// Adds `water-hardest` (its arguments, help and examples) to ctp-mpi's app, run on `world`.
cli::command add_water_hardest_mpi_command(CLI::App& app, const mpi::world& world);

// The puzzle's part of ctp-mpi (mpi/puzzles.hpp): its subcommand and its lines of the examples.
cli::tool_part ctp_mpi_part(const mpi::world& world);

}  // namespace ctp::puzzles::water_pouring

#endif  // CTP_GENERATORS_WATER_POURING_MPI_COMMAND_HPP_INCLUDED
