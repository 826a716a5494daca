// expect: the path ends in a goal state
// A broken technique (breadth-first search that drops the last state of its path) fails the spec
// with a compile error that names the fact it broke.
#include "ctp/water_pouring/with_breadth_first.hpp"

#include "spec.hpp"

namespace {
struct short_by_one {
  static constexpr const char* word = "short_by_one";
  static constexpr ctp::water_solution solve(const ctp::water_puzzle& puzzle,
                                             const ctp::water_goal& goal) {
    const ctp::water_solution right = ctp::with_breadth_first::water_solve(puzzle, goal);
    std::vector<ctp::water_state> path(right.path().begin(), right.path().end());
#ifndef CTP_FAIL_CONTROL
    if (path.size() > 1) path.pop_back();
#endif
    if (path.empty()) return ctp::water_solution{};
    return ctp::water_solution{path};
  }
};
}  // namespace

static_assert(water_spec::holds<short_by_one>);
