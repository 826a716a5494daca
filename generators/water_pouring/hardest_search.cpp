// The hardest-puzzle search on several threads, with its progress.
#include "water_pouring/hardest_search.hpp"

#include <algorithm>
#include <cstdint>
#include <exception>
#include <string>
#include <thread>
#include <vector>

#include "cli/progress.hpp"

namespace ctp::puzzles::water_pouring {

// 1. Check the family and count its tuples (the library refuses a bad family here, once).
// 2. Search share i of `shares` on thread i (this thread takes share 0), each into its own
//    answer; an error on a thread is kept and thrown again here, after every thread has ended.
// 3. Join the answers in the library's order.
water_hardest_result search_water_hardest(const water_hardest_family& family, int jobs,
                                          std::string_view what) {
  const std::uint64_t tuples =
      water_hardest_tuple_count(family.cups, family.largest, family.tap, family.rule);
  // At least one share, which this thread searches, even for a family of no tuple.
  const auto shares = static_cast<int>(std::max<std::uint64_t>(
      std::min<std::uint64_t>(static_cast<std::uint64_t>(std::max(jobs, 1)), tuples), 1));
  std::vector<water_hardest_result> answers(static_cast<std::size_t>(shares));
  std::vector<std::exception_ptr> errors(static_cast<std::size_t>(shares));
  {
    cli::progress shown(std::string(what), tuples, "capacity tuples");
    const auto search_share = [&](int index) {
      const auto at = static_cast<std::size_t>(index);
      try {
        answers[at] =
            water_hardest(family.cups, family.largest, family.tap, family.rule, {index, shares},
                          [&shown](const water_state&) { shown.advance(); });
      } catch (...) {
        errors[at] = std::current_exception();
      }
    };
    std::vector<std::jthread> threads;  // each joined when it goes, even on an error
    for (int index = 1; index < shares; ++index) threads.emplace_back(search_share, index);
    search_share(0);
  }
  for (const std::exception_ptr& error : errors)
    if (error) std::rethrow_exception(error);
  return water_hardest_merge(answers);
}

}  // namespace ctp::puzzles::water_pouring
