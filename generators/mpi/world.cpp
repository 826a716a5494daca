// MPI set up and ended (see world.hpp).
#include "mpi/world.hpp"

#include <fcntl.h>
#include <mpi.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <string>
#include <system_error>

#include <fmt/format.h>

namespace ctp::mpi {

world::world(int& argc, char**& argv) {
  int provided = 0;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
  MPI_Comm_size(MPI_COMM_WORLD, &size_);
}

world::~world() { MPI_Finalize(); }

int world::root_exit_code(int own) const {
  int code = own;
  MPI_Bcast(&code, 1, MPI_INT, 0, MPI_COMM_WORLD);
  return code;
}

bool launched_on_terminal() {
  if (isatty(STDERR_FILENO) == 1) return true;
  std::error_code error;
  const std::string parent = std::filesystem::read_symlink(
      fmt::format("/proc/{}/fd/{}", static_cast<long>(getppid()), STDERR_FILENO), error);
  return !error && (parent.starts_with("/dev/pts/") || parent.starts_with("/dev/tty"));
}

void silence() {
  std::fflush(stdout);
  std::fflush(stderr);
  const int nothing = open("/dev/null", O_WRONLY);
  if (nothing < 0) return;
  dup2(nothing, STDOUT_FILENO);
  dup2(nothing, STDERR_FILENO);
  close(nothing);
}

}  // namespace ctp::mpi
