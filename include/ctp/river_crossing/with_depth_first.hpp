// The river crossing by depth-first search (Tarjan, "Depth-first search and linear graph
// algorithms", 1972, over Amarel's state space of missionaries and cannibals): follow the first
// new move as far as it goes, back up when none is left. It finds a way across, not always the
// shortest: the farmer with a boat of 3 takes 7 crossings where 3 do, and 5 missionaries and 5
// cannibals with a boat of 4 take 15 where 7 do. Under both compilers' default limits it solves
// 80 missionaries and 80 cannibals with a boat of 4 (river_max_compile_time_people); tests/
// river_crossing/static_depth_first.cpp proves both.
#ifndef CTP_RIVER_CROSSING_WITH_DEPTH_FIRST_HPP_INCLUDED
#define CTP_RIVER_CROSSING_WITH_DEPTH_FIRST_HPP_INCLUDED

#include <cstddef>
#include <utility>

#include "ctp/river_crossing/graph.hpp"
#include "ctp/river_crossing/rules.hpp"
#include "ctp/river_crossing/solution.hpp"
#include "ctp/search/dynamic_array.hpp"
#include "ctp/search/graph.hpp"

namespace ctp::with_depth_first {

// river_solve's type: a function object, so that river_solve can be passed around as a value.
struct river_solver {
  //! [solve]
  // Solves puzzle:
  // 1. check it (bad input is a `ctp:` error);
  // 2. the path so far is a stack, the start on it, and no state is visited twice;
  // 3. the state on top is the goal: the stack is the path, start to goal;
  // 4. otherwise take its first legal move, in the canonical order, to a state not yet visited,
  //    and push that state; when it has none left, pop it (back up one crossing);
  // 5. the stack empty: every state the start reaches was visited, the goal was not: unreachable.
  // The stack is an array of one place a state (no state is on it twice) and its depth, not the
  // compiler's call stack, so its depth is not the compiler's recursion limit.
  constexpr river_solution operator()(const river_puzzle& puzzle) const {
    detail::require_river_puzzle(puzzle);
    const river_graph graph(puzzle.shape);
    const search::state_index states = graph.state_count();
    const search::state_index goal = graph.index(river_goal(puzzle.shape));
    search::dynamic_array<unsigned char> visited(states, 0);
    search::dynamic_array<search::state_index> stack(states, 0);
    std::size_t depth = 1;
    stack[0] = graph.index(puzzle.start);
    visited[stack[0]] = 1;
    while (depth != 0) {
      const search::state_index top = stack[depth - 1];
      if (top == goal) {
        search::dynamic_array<river_state> path(depth, river_state{});
        for (std::size_t k = 0; k != depth; ++k) path[k] = graph.state(stack[k]);
        return river_solution{std::move(path)};
      }
      search::state_index next = states;  // none yet
      graph.for_each_edge(top, [&](search::state_index t, unsigned) {
        if (next == states && visited[t] == 0) next = t;
      });
      if (next == states) {
        --depth;
        continue;
      }
      visited[next] = 1;
      stack[depth++] = next;
    }
    return river_solution{};
  }
  //! [solve]
};

// Solves puzzle by depth-first search: `river_solve(puzzle)` (river_solver).
inline constexpr river_solver river_solve{};

}  // namespace ctp::with_depth_first

#endif  // CTP_RIVER_CROSSING_WITH_DEPTH_FIRST_HPP_INCLUDED
