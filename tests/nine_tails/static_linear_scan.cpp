// Liang's own algorithm, Dijkstra's with a linear scan for the cheapest state
// (ctp::with_linear_scan), meets the spec, equal to Dial's table on every state, on his 3 x 3
// board in both models and on 2 x 5 (1,024 states), the largest board it builds under both
// compilers' default limits.
// label: heavy
#include "ctp/nine_tails/with_linear_scan.hpp"

#include "spec.hpp"

using ctp::nine_tails_model;
using nine_tails_spec::linear_scan;

static_assert(nine_tails_spec::holds<3, 3, nine_tails_model::weighted, linear_scan>);
static_assert(nine_tails_spec::holds<3, 3, nine_tails_model::unweighted, linear_scan>);
static_assert(nine_tails_spec::holds<2, 5, nine_tails_model::weighted, linear_scan>);
