// The reference solution of exercise 12_river_breadth_first: a breadth-first search over the
// states' numbers (`scripts/learn.py --solution river_breadth_first` shows it).
#ifndef CTP_EXERCISE_RIVER_BREADTH_FIRST_HPP_INCLUDED
#define CTP_EXERCISE_RIVER_BREADTH_FIRST_HPP_INCLUDED

#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

#include "ctp/river_crossing/graph.hpp"
#include "ctp/river_crossing/rules.hpp"
#include "ctp/river_crossing/solution.hpp"
#include "ctp/search/graph.hpp"

namespace learner {

using ctp::search::state_index;

// The fewest crossings from the puzzle's start to everyone across, by breadth-first search over
// the states' numbers: `queue` holds them in the order they are first reached, and `parent[j]`
// the number of the state j was first reached from (`states`, a number of no state, while j is
// not reached). States are reached in order of their fewest crossings, so the goal is reached
// by a shortest path; the parents lead back from it to the start.
constexpr ctp::river_solution river_solve(const ctp::river_puzzle& puzzle) {
  const ctp::river_graph graph(puzzle.shape);
  const state_index states = graph.state_count();
  const state_index start = graph.index(puzzle.start);
  const state_index goal = graph.index(ctp::river_goal(puzzle.shape));
  std::vector<state_index> parent(states, states);
  std::vector<state_index> queue(1, start);
  parent[start] = start;
  for (std::size_t head = 0; head != queue.size(); ++head) {
    const state_index here = queue[head];
    if (here == goal) {
      std::vector<ctp::river_state> path(1, graph.state(goal));
      for (state_index at = goal; at != start; at = parent[at])
        path.push_back(graph.state(parent[at]));
      std::reverse(path.begin(), path.end());
      return ctp::river_solution{std::move(path)};
    }
    graph.for_each_edge(here, [&](state_index next, unsigned /*crossings*/) {
      if (parent[next] != states) return;  // reached already, as early or earlier
      parent[next] = here;
      queue.push_back(next);
    });
  }
  return ctp::river_solution{};
}

}  // namespace learner

#endif  // CTP_EXERCISE_RIVER_BREADTH_FIRST_HPP_INCLUDED
