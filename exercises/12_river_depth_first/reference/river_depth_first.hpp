// The reference solution of exercise 12_river_depth_first: a depth-first search whose path so far
// is a stack of its own (`scripts/learn.py --solution river_depth_first` shows it).
#ifndef CTP_EXERCISE_RIVER_DEPTH_FIRST_HPP_INCLUDED
#define CTP_EXERCISE_RIVER_DEPTH_FIRST_HPP_INCLUDED

#include <cstddef>
#include <utility>
#include <vector>

#include "ctp/river_crossing/graph.hpp"
#include "ctp/river_crossing/rules.hpp"
#include "ctp/river_crossing/solution.hpp"
#include "ctp/search/graph.hpp"

namespace learner {

using ctp::search::state_index;

// A way from the puzzle's start to everyone across, by depth-first search: `path` holds the
// numbers of the states from the start to where the search stands, a stack. Each round looks at
// its top: the goal ends the search, the path is the answer; otherwise the first crossing to a
// state not tried yet goes one deeper, and a top with none left is popped, one crossing back.
// The stack empty, every state the start reaches has been tried: nobody can cross.
constexpr ctp::river_solution river_solve(const ctp::river_puzzle& puzzle) {
  const ctp::river_graph graph(puzzle.shape);
  const state_index states = graph.state_count();
  const state_index goal = graph.index(ctp::river_goal(puzzle.shape));
  // unsigned char, not bool: clang++-19 cannot evaluate libstdc++ 12's std::vector<bool>.
  std::vector<unsigned char> tried(states, 0);
  std::vector<state_index> path(1, graph.index(puzzle.start));
  tried[path.back()] = 1;
  while (!path.empty()) {
    const state_index top = path.back();
    if (top == goal) {
      std::vector<ctp::river_state> states_of_path;
      for (const state_index number : path) states_of_path.push_back(graph.state(number));
      return ctp::river_solution{std::move(states_of_path)};
    }
    state_index deeper = states;  // none yet
    graph.for_each_edge(top, [&](state_index next, unsigned /*crossings*/) {
      if (deeper == states && tried[next] == 0) deeper = next;
    });
    if (deeper == states) {
      path.pop_back();
    } else {
      tried[deeper] = 1;
      path.push_back(deeper);
    }
  }
  return ctp::river_solution{};
}

}  // namespace learner

#endif  // CTP_EXERCISE_RIVER_DEPTH_FIRST_HPP_INCLUDED
