// Water pouring, solved by the compiler (the "3/5/8 water cups" post, "Two success states"): any
// cups, pours and a tap; the fewest moves by breadth-first search, the post's own depth-first
// Game tree, every state's distance to a goal, and the hardest puzzles.
#ifndef CTP_WATER_POURING_HPP_INCLUDED
#define CTP_WATER_POURING_HPP_INCLUDED

#include "ctp/water_pouring/goal_distances.hpp"
#include "ctp/water_pouring/graph.hpp"
#include "ctp/water_pouring/hardest.hpp"
#include "ctp/water_pouring/rules.hpp"
#include "ctp/water_pouring/solution.hpp"
#include "ctp/water_pouring/text.hpp"
#include "ctp/water_pouring/with_breadth_first.hpp"
#include "ctp/water_pouring/with_depth_first.hpp"

namespace ctp {

// Solves puzzle for goal with the technique the library recommends, breadth-first search: the
// fewest moves and the canonical path, or unreachable (bad input is a `ctp:` error).
constexpr water_solution water_solve(const water_puzzle& puzzle, const water_goal& goal) {
  return with_breadth_first::water_solve(puzzle, goal);
}

}  // namespace ctp

#endif  // CTP_WATER_POURING_HPP_INCLUDED
