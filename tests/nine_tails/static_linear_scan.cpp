// Liang's own algorithm, Dijkstra's with a linear scan for the cheapest state
// (ctp::with_linear_scan), meets the spec, equal to Dial's table on every state, on his 3 x 3
// board in both models and on 2 x 5 (1,024 states), the largest board it builds under both
// compilers' default limits: 3 x 4 exceeds them (4,096 scans of 4,096 states).
// label: heavy
#include "ctp/nine_tails/with_linear_scan.hpp"

#include "spec.hpp"

namespace {
struct linear_scan {
  static constexpr const char* word = "linear_scan";
  template <int Rows, int Cols, ctp::nine_tails_model Model>
  static constexpr auto nine_tails_solve() {
    return ctp::with_linear_scan::nine_tails_solve<Rows, Cols, Model>();
  }
};
}  // namespace

using ctp::nine_tails_model;

static_assert(nine_tails_spec::holds<3, 3, nine_tails_model::weighted, linear_scan>);
static_assert(nine_tails_spec::holds<3, 3, nine_tails_model::unweighted, linear_scan>);
static_assert(nine_tails_spec::holds<2, 5, nine_tails_model::weighted, linear_scan>);
