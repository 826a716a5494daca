// ctp-mpi: the searches of ctp that outgrow one machine, over the processes of an MPI run
// (`mpirun -n P ctp-mpi <subcommand> ...`). Each puzzle that can adds its subcommands
// (mpi/puzzles.hpp); the shared layer (cli/tool.hpp) runs the one given, as for ctp. Every
// process reads the same command line; only rank 0 writes, the others are silenced.
#include <cstdio>
#include <exception>
#include <string>
#include <vector>

#include "cli/progress.hpp"
#include "cli/tool.hpp"
#include "mpi/puzzles.hpp"
#include "mpi/world.hpp"

namespace {

constexpr const char* about = R"(The answer is the one ctp prints for the same subcommand and
options, byte for byte, whatever the number of processes. Run it with mpirun -n P (a run
without mpirun is one process); mpirun -q keeps mpirun's own banner out of a refusal.)";

}  // namespace

int main(int argc, char** argv) try {
  const ctp::mpi::world world(argc, argv);
  if (!world.root()) ctp::mpi::silence();
  ctp::cli::show_progress(world.root() && ctp::mpi::launched_on_terminal());
  const std::vector<ctp::cli::tool_part> parts = ctp::mpi::ctp_mpi_parts(world);
  const std::string examples = ctp::cli::examples_of(parts);
  const ctp::cli::tool_text tool{
      "ctp-mpi", "ctp-mpi: ctp's largest searches, over the processes of an MPI run", about,
      examples};
  return world.root_exit_code(ctp::cli::run_tool(
      tool, [&parts](CLI::App& app) { return ctp::cli::add_subcommands(app, parts); }, argc, argv));
} catch (const std::exception&) {
  // Only setting the subcommands up can get here (out of memory, say): run_tool reports
  // everything else. The exit code is 1, no answer (cli/tool.hpp).
  std::fputs("ctp-mpi: could not set up the command line\n", stderr);
  return 1;
}
