// The hardest-puzzle search over the processes of an MPI run (`mpirun -n K ctp-mpi water-hardest
// ...`): the family cut into parts (ctp::water_hardest_parts), handed out by the root one at a
// time, largest first, to whichever process is free (mpi/hand_out.hpp), and, with a checkpoint
// folder, each finished part kept there as a shard file, so that a run killed at any point and
// started again with the same command searches only the parts not yet there.
#ifndef CTP_GENERATORS_WATER_POURING_HARDEST_MPI_HPP_INCLUDED
#define CTP_GENERATORS_WATER_POURING_HARDEST_MPI_HPP_INCLUDED

#include <string>

#include "ctp/water_pouring/run_time/hardest.hpp"
#include "mpi/world.hpp"
#include "water_pouring/hardest_search.hpp"

namespace ctp::puzzles::water_pouring {

// How a search runs on the processes of a world.
struct water_hardest_mpi_options {
  int parts = 0;           // into how many parts the family is cut; 0: as the checkpoint's
                           // files are, or 16 a process (at most one a tuple)
  int jobs = 1;            // the threads each process searches a part on
  std::string checkpoint;  // the folder of finished parts, part-I-of-N; empty: none
};

// The hardest puzzles of the family, on every process of the world; the answer is the root's
// (the other processes' is empty). The root checks the family, the parts (each within
// ctp::water_hardest_max_steps) and the checkpoint folder first: a file there of another search
// (another family, number of parts or version of ctp) or not whole is a usage_error that names
// it. Shows on the root the parts done, when launched on a terminal (mpi::launched_on_terminal).
water_hardest_result search_water_hardest_mpi(const mpi::world& world,
                                              const water_hardest_family& family,
                                              const water_hardest_mpi_options& options);

}  // namespace ctp::puzzles::water_pouring

#endif  // CTP_GENERATORS_WATER_POURING_HARDEST_MPI_HPP_INCLUDED
