// The puzzles of ctp-mpi: what each puzzle that can search over MPI adds to it (cli/puzzles.hpp's
// tool_part), in the order of CTP_PUZZLES (the manifests, puzzles/*.json), from those whose
// folder has an mpi_command.hpp. CMake writes the list (generators/CMakeLists.txt); ctp-mpi knows
// no puzzle.
#ifndef CTP_GENERATORS_MPI_PUZZLES_HPP_INCLUDED
#define CTP_GENERATORS_MPI_PUZZLES_HPP_INCLUDED

#include <vector>

#include "cli/puzzles.hpp"
#include "mpi/world.hpp"

namespace ctp::mpi {

// ctp-mpi's part of every puzzle that has one, their subcommands run on `world`.
std::vector<cli::tool_part> ctp_mpi_parts(const world& world);

}  // namespace ctp::mpi

#endif  // CTP_GENERATORS_MPI_PUZZLES_HPP_INCLUDED
