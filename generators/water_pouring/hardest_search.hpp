// The hardest-puzzle search of both tools (ctp water-hardest, ctp-gen water-hardest, and each
// part of a sharded search): the library's tuples of a family or of one of its parts, searched on
// several threads at once, with its progress on standard error (cli/progress.hpp).
#ifndef CTP_GENERATORS_WATER_POURING_HARDEST_SEARCH_HPP_INCLUDED
#define CTP_GENERATORS_WATER_POURING_HARDEST_SEARCH_HPP_INCLUDED

#include <functional>
#include <string_view>
#include <vector>

#include "ctp/water_pouring/run_time/hardest.hpp"

namespace ctp::puzzles::water_pouring {

// A family of puzzles, as ctp::water_hardest takes it.
struct water_hardest_family {
  int cups = 0;
  int largest = 0;
  bool tap = false;
  water_capacities rule = water_capacities::repeats_allowed;
};

// ctp::water_hardest(family, share) on `jobs` threads (1 to cli::max_jobs): the share's tuples
// (ctp::water_hardest_tuples, largest first) handed out one at a time to whichever thread is
// free, each thread keeping its own answer, joined by ctp::water_hardest_merge: the same answer,
// in the same order, for any number of jobs. The family and the share are checked first, on
// this thread, with the library's messages (std::invalid_argument); `what` starts the progress
// line (`ctp: water-hardest`), which counts the tuples searched.
water_hardest_result search_water_hardest(const water_hardest_family& family,
                                          water_hardest_share share, int jobs,
                                          std::string_view what);

// The hardest puzzles of `tuples`, capacity tuples of the family, on `jobs` threads: each thread
// takes the next tuple not yet taken (so the largest first, when they come largest first) into
// its own answer, and the answers are joined by ctp::water_hardest_merge; after each tuple,
// on_tuple() is called, from the thread that searched it.
water_hardest_result search_water_hardest_tuples(const water_hardest_family& family,
                                                 const std::vector<water_state>& tuples, int jobs,
                                                 const std::function<void()>& on_tuple);

}  // namespace ctp::puzzles::water_pouring

#endif  // CTP_GENERATORS_WATER_POURING_HARDEST_SEARCH_HPP_INCLUDED
