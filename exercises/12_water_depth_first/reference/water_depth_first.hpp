// The reference solution of exercise 12_water_depth_first: a depth-first search over the cups'
// states (`scripts/learn.py --solution water_depth_first` shows it).
#ifndef CTP_EXERCISE_WATER_DEPTH_FIRST_HPP_INCLUDED
#define CTP_EXERCISE_WATER_DEPTH_FIRST_HPP_INCLUDED

#include <algorithm>
#include <vector>

#include "ctp/water_pouring/rules.hpp"
#include "ctp/water_pouring/solution.hpp"

namespace learner {

// Extends `path` (the states from the start to where the search stands) until its last state
// reaches the goal, and answers true; answers false, with `path` as it was, when no way on from
// there reaches it. `seen` holds every state tried so far, so that none is tried twice: each
// move from the last state to a state not seen yet is tried in turn, deeper first.
constexpr bool search(const ctp::water_puzzle& puzzle, const ctp::water_goal& goal,
                      std::vector<ctp::water_state>& path, std::vector<ctp::water_state>& seen) {
  const ctp::water_state here = path.back();
  if (goal.reached_by(here)) return true;
  std::vector<ctp::water_state> next_states;
  ctp::water_for_each_move(puzzle, here,
                           [&](const ctp::water_move& /*move*/, const ctp::water_state& next) {
                             next_states.push_back(next);
                           });
  for (const ctp::water_state& next : next_states) {
    if (std::find(seen.begin(), seen.end(), next) != seen.end()) continue;
    seen.push_back(next);
    path.push_back(next);
    if (search(puzzle, goal, path, seen)) return true;
    path.pop_back();
  }
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
