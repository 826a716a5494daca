// The hardest-puzzle search on several threads, with its progress.
#include "water_pouring/hardest_search.hpp"

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <string>
#include <thread>
#include <vector>

#include "cli/progress.hpp"

namespace ctp::puzzles::water_pouring {

// 1. Thread i (this thread is thread 0) takes the next tuple not yet taken until none is left,
//    into its own answer; an error on a thread is kept and thrown again here, after every
//    thread has ended.
// 2. Join the answers in the library's order.
water_hardest_result search_water_hardest_tuples(const water_hardest_family& family,
                                                 const std::vector<water_state>& tuples, int jobs,
                                                 const std::function<void()>& on_tuple) {
  if (tuples.empty()) return {};
  const auto threads_run =
      std::clamp<std::size_t>(static_cast<std::size_t>(std::max(jobs, 1)), 1, tuples.size());
  std::vector<water_hardest_result> answers(threads_run);
  std::vector<std::exception_ptr> errors(threads_run);
  std::atomic<std::size_t> next{0};
  const auto search_tuples = [&](std::size_t thread) {
    try {
      water_hardest_search search(family.cups, family.largest, family.tap, family.rule);
      for (std::size_t at = next++; at < tuples.size(); at = next++) {
        search.search(tuples[at]);
        on_tuple();
      }
      answers[thread] = search.result();
    } catch (...) {
      errors[thread] = std::current_exception();
    }
  };
  {
    std::vector<std::jthread> threads;  // each joined when it goes, even on an error
    for (std::size_t thread = 1; thread < threads_run; ++thread)
      threads.emplace_back(search_tuples, thread);
    search_tuples(0);
  }
  for (const std::exception_ptr& error : errors)
    if (error) std::rethrow_exception(error);
  return water_hardest_merge(answers);
}

// Check the family and the share, and list the share's tuples (the library refuses a bad family
// or share here, once), then search them with the progress line.
water_hardest_result search_water_hardest(const water_hardest_family& family,
                                          water_hardest_share share, int jobs,
                                          std::string_view what) {
  const std::vector<water_state> tuples =
      water_hardest_tuples(family.cups, family.largest, family.tap, family.rule, share);
  cli::progress shown(std::string(what), tuples.size(), "capacity tuples");
  return search_water_hardest_tuples(family, tuples, jobs, [&shown] { shown.advance(); });
}

}  // namespace ctp::puzzles::water_pouring
