// The root's hand-out and the other processes' loop (see hand_out.hpp).
#include "mpi/hand_out.hpp"

#include <mpi.h>

#include <chrono>
#include <deque>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include <fmt/format.h>

namespace ctp::mpi {
namespace {

// The messages: a result ("ITEM\nTEXT", ITEM -1 for a first request) or a failure (its message)
// to the root; an item (an int), or the word to stop, from it.
enum tag : int { result_tag = 1, failure_tag = 2, item_tag = 3, stop_tag = 4 };

constexpr std::chrono::milliseconds poll_interval{2};

// What the root's two threads share: the items not yet handed out, the results of its own
// thread not yet delivered, and the first failure.
struct shared_work {
  std::mutex mutex;
  std::deque<int> to_do;
  std::vector<std::pair<int, std::string>> finished;
  std::optional<std::string> failure;
  bool own_thread_done = false;

  // The next item, or nothing when none is left or a failure stops the hand-out.
  std::optional<int> take() {
    const std::lock_guard lock(mutex);
    if (failure || to_do.empty()) return std::nullopt;
    const int item = to_do.front();
    to_do.pop_front();
    return item;
  }

  void fail(std::string message) {
    const std::lock_guard lock(mutex);
    if (!failure) failure = std::move(message);
  }
};

// The message of the exception being handled.
std::string message_of(const std::exception_ptr& error) {
  try {
    std::rethrow_exception(error);
  } catch (const std::exception& e) {
    return e.what();
  } catch (...) {
    return "ctp: an unknown error stopped the search";
  }
}

void send_text(const std::string& text, int to, int tag) {
  MPI_Send(text.data(), static_cast<int>(text.size()), MPI_CHAR, to, tag, MPI_COMM_WORLD);
}

// The root's own thread: items until none is left.
void run_own_items(shared_work& shared, const work& what) {
  while (const std::optional<int> item = shared.take()) {
    try {
      std::string text = what.run(*item);
      const std::lock_guard lock(shared.mutex);
      shared.finished.emplace_back(*item, std::move(text));
    } catch (...) {
      shared.fail(message_of(std::current_exception()));
    }
  }
  const std::lock_guard lock(shared.mutex);
  shared.own_thread_done = true;
}

// Delivers a result to `done`; its failure (a file that cannot be written) stops the hand-out.
void deliver(shared_work& shared, const work& what, int item, const std::string& text) {
  try {
    what.done(item, text);
  } catch (...) {
    shared.fail(message_of(std::current_exception()));
  }
}

// One message from another process: deliver what it brings, then answer with the next item or
// the word to stop. Returns false when that process is told to stop.
bool answer(shared_work& shared, const work& what, const MPI_Status& status) {
  int length = 0;
  MPI_Get_count(&status, MPI_CHAR, &length);
  std::string text(static_cast<std::size_t>(length), '\0');
  MPI_Recv(text.data(), length, MPI_CHAR, status.MPI_SOURCE, status.MPI_TAG, MPI_COMM_WORLD,
           MPI_STATUS_IGNORE);
  if (status.MPI_TAG == failure_tag) {
    shared.fail(text);
  } else {
    const std::size_t newline = text.find('\n');
    const int item = std::stoi(text.substr(0, newline));
    if (item >= 0) deliver(shared, what, item, text.substr(newline + 1));
  }
  if (const std::optional<int> next = shared.take()) {
    MPI_Send(&*next, 1, MPI_INT, status.MPI_SOURCE, item_tag, MPI_COMM_WORLD);
    return true;
  }
  MPI_Send(nullptr, 0, MPI_INT, status.MPI_SOURCE, stop_tag, MPI_COMM_WORLD);
  return false;
}

// The plan's `told`, from the root to every process (its length, then its bytes).
std::string tell(std::string told) {
  auto length = static_cast<int>(told.size());
  MPI_Bcast(&length, 1, MPI_INT, 0, MPI_COMM_WORLD);
  told.resize(static_cast<std::size_t>(length));
  MPI_Bcast(told.data(), length, MPI_CHAR, 0, MPI_COMM_WORLD);
  return told;
}

void run_root(const world& world, const work& what) {
  shared_work shared;
  std::exception_ptr planning;
  plan planned;
  try {
    planned = what.make_plan();
    shared.to_do.assign(planned.items.begin(), planned.items.end());
  } catch (...) {
    planning = std::current_exception();
  }
  int go = planning ? 0 : 1;
  MPI_Bcast(&go, 1, MPI_INT, 0, MPI_COMM_WORLD);
  if (planning) std::rethrow_exception(planning);
  what.begin(tell(planned.told));

  std::jthread own([&] { run_own_items(shared, what); });
  int asking = world.size() - 1;  // the processes not yet told to stop
  for (;;) {
    std::vector<std::pair<int, std::string>> ready;
    bool own_done = false;
    {
      const std::lock_guard lock(shared.mutex);
      std::swap(ready, shared.finished);
      own_done = shared.own_thread_done;
    }
    for (const auto& [item, text] : ready) deliver(shared, what, item, text);
    if (asking == 0 && own_done && ready.empty()) break;
    int waiting = 0;
    MPI_Status status;
    if (asking != 0) MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &waiting, &status);
    if (waiting == 0) {
      std::this_thread::sleep_for(poll_interval);
      continue;
    }
    if (!answer(shared, what, status)) --asking;
  }
  own.join();
  if (shared.failure) throw std::runtime_error(*shared.failure);
}

void run_other(const work& what) {
  int go = 0;
  MPI_Bcast(&go, 1, MPI_INT, 0, MPI_COMM_WORLD);
  if (go == 0) throw stopped{};
  what.begin(tell({}));
  std::string message = "-1\n";
  int tag = result_tag;
  for (;;) {
    send_text(message, 0, tag);
    MPI_Status status;
    MPI_Probe(0, MPI_ANY_TAG, MPI_COMM_WORLD, &status);
    int item = 0;
    MPI_Recv(&item, status.MPI_TAG == item_tag ? 1 : 0, MPI_INT, 0, status.MPI_TAG, MPI_COMM_WORLD,
             MPI_STATUS_IGNORE);
    if (status.MPI_TAG == stop_tag) return;
    try {
      message = fmt::format("{}\n", item) + what.run(item);
      tag = result_tag;
    } catch (...) {
      message = message_of(std::current_exception());
      tag = failure_tag;
    }
  }
}

}  // namespace

void hand_out(const world& world, const work& what) {
  if (world.root()) run_root(world, what);
  else run_other(what);
}

}  // namespace ctp::mpi
