// A long run's progress, for both tools: one line on standard error, rewritten in place, only
// when standard error is a terminal; otherwise nothing at all, so that what the tools write to a
// file or a pipe stays byte for byte the same.
#ifndef CTP_GENERATORS_CLI_PROGRESS_HPP_INCLUDED
#define CTP_GENERATORS_CLI_PROGRESS_HPP_INCLUDED

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>

#include "ctp/detail/with_commas.hpp"

namespace ctp::cli {

// Whether the progress lines of this run show: by default when standard error is a terminal. A
// program whose standard error reaches its user's terminal through a pipe (ctp-mpi under
// mpirun) says so once, before any progress starts; `shown` false keeps them quiet.
void show_progress(bool shown);

// n with a comma between groups of three digits (1,234,567), as the progress line writes counts:
// the library's, which its messages write counts with.
using ctp::detail::with_commas;

// The progress of one long run, shown while the object lives: after half a second (a quick run
// shows nothing), a line such as `ctp: <subcommand>: 1,234 of 5,678 puzzles (22 %)`, or
// `ctp-gen: <subcommand>: building the table, 3.2 s` when the work is not counted, repainted four
// times a second by a thread of its own and erased when the object goes (before an answer or an
// error line is written). advance may be called from any thread. With standard error not a
// terminal (or after show_progress(false)), no thread is started and nothing is written.
class progress {
 public:
  // Shows `what` (`ctp: <subcommand>`) and, when total > 0, how many of total `units` are done;
  // otherwise the time since it started.
  progress(std::string what, std::uint64_t total = 0, std::string units = {});
  progress(const progress&) = delete;
  progress& operator=(const progress&) = delete;
  // Stops the painting thread and erases the line.
  ~progress();

  // Counts one more unit done.
  void advance() noexcept { done_.fetch_add(1, std::memory_order_relaxed); }

 private:
  void paint_until_stopped();
  std::string line(std::chrono::steady_clock::duration elapsed) const;

  std::string what_;
  std::uint64_t total_;
  std::string units_;
  std::atomic<std::uint64_t> done_{0};
  std::mutex mutex_;
  std::condition_variable stopping_;
  bool stop_ = false;
  std::thread painter_;
};

}  // namespace ctp::cli

#endif  // CTP_GENERATORS_CLI_PROGRESS_HPP_INCLUDED
