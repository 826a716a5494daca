// The processes of one MPI run (`mpirun -n K ctp-mpi ...`), for ctp-mpi: MPI set up for the whole
// program, and what each process needs to know of the others.
#ifndef CTP_GENERATORS_MPI_WORLD_HPP_INCLUDED
#define CTP_GENERATORS_MPI_WORLD_HPP_INCLUDED

namespace ctp::mpi {

// MPI, from its start to its end: one object a program, made in main before anything else.
// Every process runs the same command line; rank 0, the root, hands out the work and writes
// the answer, and the others only search.
class world {
 public:
  // Starts MPI (MPI_Init_thread): threads may run, but only the one that made the world calls
  // MPI (MPI_THREAD_FUNNELED). A process started without mpirun is a world of one.
  world(int& argc, char**& argv);
  world(const world&) = delete;
  world& operator=(const world&) = delete;
  // Ends MPI (MPI_Finalize), once every process has come to its end.
  ~world();

  // This process's number, 0 to size() - 1.
  int rank() const noexcept { return rank_; }
  // How many processes the run has.
  int size() const noexcept { return size_; }
  // Whether this process is the root, rank 0.
  bool root() const noexcept { return rank_ == 0; }

  // The root's exit code, `own` on the root, told to every process: each returns it, so that
  // mpirun, which returns the code of whichever process failed, returns the root's answer.
  int root_exit_code(int own) const;

 private:
  int rank_ = 0;
  int size_ = 1;
};

// Whether the person who started the run watches its standard error on a terminal: this
// process's standard error is one, or (as mpirun passes every rank's standard error through a
// pipe) the standard error of the process that started this one, mpirun on its own machine, is
// one (Linux's /proc tells). False where neither can be told.
bool launched_on_terminal();

// Sends this process's standard output and standard error to /dev/null: the processes other
// than the root answer nothing, as they read the same command line and meet the same mistakes.
void silence();

}  // namespace ctp::mpi

#endif  // CTP_GENERATORS_MPI_WORLD_HPP_INCLUDED
