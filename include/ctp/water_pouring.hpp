// Water pouring, solved by the compiler (the "3/5/8 water cups" post, "Two success states"): any
// cups, pours and a tap; the fewest moves by breadth-first search and the post's own depth-first
// Game tree. The run-time searches the tools run are included on their own: every state's
// distance to a goal (water_pouring/run_time/goal_distances.hpp) and the hardest puzzles
// (hardest.hpp).
#ifndef CTP_WATER_POURING_HPP_INCLUDED
#define CTP_WATER_POURING_HPP_INCLUDED

#include "ctp/water_pouring/graph.hpp"
#include "ctp/water_pouring/rules.hpp"
#include "ctp/water_pouring/solution.hpp"
#include "ctp/water_pouring/text.hpp"
#include "ctp/water_pouring/with_breadth_first.hpp"
#include "ctp/water_pouring/with_depth_first.hpp"

namespace ctp {

// Solves puzzle for goal with the technique the library recommends, breadth-first search: the
// fewest moves and the canonical path, or unreachable (bad input is a `ctp:` error). The same
// function object as with_breadth_first::water_solve.
inline constexpr with_breadth_first::water_solver water_solve{};

}  // namespace ctp

#endif  // CTP_WATER_POURING_HPP_INCLUDED
