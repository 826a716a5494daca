// Work handed out by the root of an MPI run, one item at a time, to whichever process is free:
// the items of a search done once each, however long each takes and however many processes there
// are, with every result coming back to the root.
#ifndef CTP_GENERATORS_MPI_HAND_OUT_HPP_INCLUDED
#define CTP_GENERATORS_MPI_HAND_OUT_HPP_INCLUDED

#include <exception>
#include <functional>
#include <string>
#include <vector>

#include "mpi/world.hpp"

namespace ctp::mpi {

// What hand_out throws on the processes other than the root when the root's plan failed: the
// root reports the error, the others end quietly.
struct stopped : std::exception {
  const char* what() const noexcept override { return "ctp: the root of the run stopped it"; }
};

// What the root plans: the items to do, in the order they are handed out (the largest first,
// for the best end), and what every process must know of the plan before it runs one, as text.
struct plan {
  std::vector<int> items;
  std::string told;
};

// The steps of a hand-out, given by its caller.
struct work {
  // On the root only: the plan; an exception stops every process.
  std::function<plan()> make_plan;
  // On every process, the root too, before any item: the plan's `told`.
  std::function<void(const std::string& told)> begin;
  // On any process: item's result, as text.
  std::function<std::string(int item)> run;
  // On the root, on the thread that called hand_out: one result, as each arrives.
  std::function<void(int item, const std::string& result)> done;
};

// Runs `what` on every process of the world, and returns on each when all its items are done:
// 1. the root makes the plan and tells every process whether it may go on (if not, the root
//    throws the plan's error and the others throw `stopped`), and what the plan tells them;
// 2. each other process asks the root for an item, runs it, sends back its result and asks
//    again, until the root says there is no more; the root runs items too, on a thread of its
//    own, so that a run of one process searches as well;
// 3. the root calls `done` for every result as it comes, on its own thread, polling for
//    messages every few milliseconds rather than spinning, so that its searching thread keeps
//    the core.
// An exception from `run` on any process, or from `done`, stops the hand-out once every process
// has finished its current item: the root then throws std::runtime_error with its message.
void hand_out(const world& world, const work& what);

}  // namespace ctp::mpi

#endif  // CTP_GENERATORS_MPI_HAND_OUT_HPP_INCLUDED
