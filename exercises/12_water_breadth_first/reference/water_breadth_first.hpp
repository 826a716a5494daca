// The reference solution of exercise 12_water_breadth_first: a breadth-first search over the cups'
// states (`scripts/learn.py --solution water_breadth_first` shows it).
#ifndef CTP_EXERCISE_WATER_BREADTH_FIRST_HPP_INCLUDED
#define CTP_EXERCISE_WATER_BREADTH_FIRST_HPP_INCLUDED

#include <algorithm>
#include <cstddef>
#include <vector>

#include "ctp/water_pouring/rules.hpp"
#include "ctp/water_pouring/solution.hpp"

namespace learner {

// The fewest pours from the puzzle's start to a state that reaches the goal, by breadth-first
// search: `reached` holds the states in the order they are first reached, which is the queue
// too, and `parent` the index of the state each was reached from. States are reached in order
// of their fewest moves, so the first one that reaches the goal is a nearest one.
constexpr ctp::water_solution water_solve(const ctp::water_puzzle& puzzle,
                                          const ctp::water_goal& goal) {
  std::vector<ctp::water_state> reached{puzzle.start};
  std::vector<std::size_t> parent{0};
  for (std::size_t head = 0; head != reached.size(); ++head) {
    const ctp::water_state state = reached[head];  // a copy: push_back below may move the vector
    if (goal.reached_by(state)) {
      std::vector<ctp::water_state> path;
      for (std::size_t at = head; at != 0; at = parent[at]) path.push_back(reached[at]);
      path.push_back(puzzle.start);
      std::reverse(path.begin(), path.end());
      return ctp::water_solution{path};
    }
    ctp::water_for_each_move(puzzle, state,
                             [&](const ctp::water_move& /*move*/, const ctp::water_state& next) {
                               if (std::find(reached.begin(), reached.end(), next) != reached.end())
                                 return;
                               reached.push_back(next);
                               parent.push_back(head);
                             });
  }
  return ctp::water_solution{};
}

}  // namespace learner

#endif  // CTP_EXERCISE_WATER_BREADTH_FIRST_HPP_INCLUDED
