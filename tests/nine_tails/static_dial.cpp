// Dijkstra's algorithm with Dial's buckets (ctp::with_dial, what ctp::nine_tails_solve uses) meets
// the spec on Liang's 3 x 3 board in both models and on 2 x 5;
// tests/nine_tails/static_table_4x4.cpp takes it to 4 x 4, the largest board built at compile time.
#include "ctp/nine_tails/with_dial.hpp"

#include "spec.hpp"

using ctp::nine_tails_model;
using nine_tails_spec::dial;

static_assert(nine_tails_spec::holds<3, 3, nine_tails_model::weighted, dial>);
static_assert(nine_tails_spec::holds<3, 3, nine_tails_model::unweighted, dial>);
static_assert(nine_tails_spec::holds<2, 5, nine_tails_model::weighted, dial>);

// ctp::nine_tails_solve is this technique.
static_assert(ctp::nine_tails_solve<3, 3>() == ctp::with_dial::nine_tails_solve<3, 3>());
