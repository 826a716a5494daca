// Exercise 12_water_depth_first: water pouring by depth-first search, a way to the goal
// (README.md says what to do; `make learn` grades this file).
#ifndef CTP_EXERCISE_WATER_DEPTH_FIRST_HPP_INCLUDED
#define CTP_EXERCISE_WATER_DEPTH_FIRST_HPP_INCLUDED

#include <algorithm>
#include <vector>

#include "ctp/water_pouring/rules.hpp"
#include "ctp/water_pouring/solution.hpp"

namespace learner {

// Extends `path` (the states from the start to where the search stands) until its last state
// reaches the goal, and answers true; answers false, with `path` as it was, when no way on from
// there reaches it. `seen` holds every state tried so far, so that none is tried twice.
// ctp::water_for_each_move(puzzle, state, f) calls f(move, next) for every move from state.
// Your turn: as given, it finds nothing.
constexpr bool search(const ctp::water_puzzle& puzzle, const ctp::water_goal& goal,
                      std::vector<ctp::water_state>& path, std::vector<ctp::water_state>& seen) {
  (void)puzzle, (void)goal, (void)path, (void)seen;
  return false;
}

// A way from the puzzle's start to a state that reaches the goal: the path of states, both ends
// included, as a ctp::water_solution; ctp::water_solution{} when there is none.
constexpr ctp::water_solution water_solve(const ctp::water_puzzle& puzzle,
                                          const ctp::water_goal& goal) {
  std::vector<ctp::water_state> path{puzzle.start};
  std::vector<ctp::water_state> seen{puzzle.start};
  if (!search(puzzle, goal, path, seen)) return ctp::water_solution{};
  return ctp::water_solution{path};
}

}  // namespace learner

#endif  // CTP_EXERCISE_WATER_DEPTH_FIRST_HPP_INCLUDED
