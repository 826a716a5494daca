// Compile-time cost of taking SIZE missionaries and SIZE cannibals across with a boat of 4 seats
// by ctp::with_breadth_first::river_solve: breadth-first search over Amarel's states, the fewest
// crossings (2 * SIZE - 3 from 3 couples on: a boat of 4 takes two couples over and brings one
// back). SIZE is at most 100, river_max_people's 200 people.
#include "ctp/river_crossing/with_breadth_first.hpp"

constexpr ctp::river_puzzle couples =
    ctp::river_default_puzzle(ctp::river_shape::missionaries_and_cannibals(SIZE, SIZE, 4));
static_assert(ctp::with_breadth_first::river_solve(couples).cost() == 2u * SIZE - 3);
