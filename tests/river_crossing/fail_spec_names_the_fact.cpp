// expect: the path ends with everyone across
// A broken technique (breadth-first search that drops the last state of its path) fails the spec
// with a compile error that names the fact it broke.
#include "ctp/river_crossing/with_breadth_first.hpp"

#include "spec.hpp"

namespace {
struct short_by_one {
  static constexpr const char* word = "short_by_one";
  static constexpr ctp::river_solution solve(const ctp::river_puzzle& puzzle) {
    const ctp::river_solution right = ctp::with_breadth_first::river_solve(puzzle);
    std::vector<ctp::river_state> path(right.path().begin(), right.path().end());
#ifndef CTP_FAIL_CONTROL
    if (path.size() > 1) path.pop_back();
#endif
    if (path.empty()) return ctp::river_solution{};
    return ctp::river_solution{path};
  }
};
}  // namespace

static_assert(river_spec::holds<short_by_one>);
