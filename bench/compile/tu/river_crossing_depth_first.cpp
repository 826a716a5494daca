// Compile-time cost of taking SIZE missionaries and SIZE cannibals across with a boat of 4 seats
// by ctp::with_depth_first::river_solve: depth-first search over Amarel's states, the path so far
// as a stack; a way across, never fewer than the 2 * SIZE - 3 crossings of breadth-first search.
// SIZE is at most 100, river_max_people's 200 people.
#include "ctp/river_crossing/with_depth_first.hpp"

constexpr ctp::river_puzzle couples =
    ctp::river_default_puzzle(ctp::river_shape::missionaries_and_cannibals(SIZE, SIZE, 4));
static_assert(ctp::with_depth_first::river_solve(couples).cost().value_or(0) >= 2u * SIZE - 3);
