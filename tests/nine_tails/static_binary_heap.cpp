// Dijkstra's algorithm with a binary heap (ctp::with_binary_heap) meets the spec, equal to Dial's
// table on every state, on Liang's 3 x 3 board in both models and on 2 x 5, the largest board
// it builds under clang++-19's default limits; with g++-12 tests/nine_tails/static_table_4x4.cpp
// takes it to 4 x 4.
#include "ctp/nine_tails/with_binary_heap.hpp"

#include "spec.hpp"

using ctp::nine_tails_model;
using nine_tails_spec::binary_heap;

static_assert(nine_tails_spec::holds<3, 3, nine_tails_model::weighted, binary_heap>);
static_assert(nine_tails_spec::holds<3, 3, nine_tails_model::unweighted, binary_heap>);
static_assert(nine_tails_spec::holds<2, 5, nine_tails_model::weighted, binary_heap>);
