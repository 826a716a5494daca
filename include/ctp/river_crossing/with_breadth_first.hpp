// The river crossing by breadth-first search (Moore, "The shortest path through a maze", 1959,
// over Amarel's state space of missionaries and cannibals): the fewest crossings from the start
// to everyone across, and the canonical path, for the farmer's puzzle and for missionaries and
// cannibals. Under both compilers' default limits it solves 80 missionaries and 80 cannibals with
// a boat of 4 (157 crossings, river_max_compile_time_people); tests/river_crossing/
// static_breadth_first.cpp proves it.
#ifndef CTP_RIVER_CROSSING_WITH_BREADTH_FIRST_HPP_INCLUDED
#define CTP_RIVER_CROSSING_WITH_BREADTH_FIRST_HPP_INCLUDED

#include <cstddef>
#include <cstdint>
#include <utility>

#include "ctp/river_crossing/graph.hpp"
#include "ctp/river_crossing/rules.hpp"
#include "ctp/river_crossing/solution.hpp"
#include "ctp/search/breadth_first.hpp"
#include "ctp/search/dynamic_array.hpp"
#include "ctp/search/graph.hpp"

namespace ctp::with_breadth_first {

// river_solve's type: a function object, so that river_solve can be passed around as a value
// (`technique<"breadth_first", river_solve>` in the tests).
struct river_solver {
  //! [solve]
  // Solves puzzle:
  // 1. check it (bad input is a `ctp:` error);
  // 2. one breadth-first search from the start (the search engine's), which reaches the states
  //    in order of their fewest crossings, expanding moves in the canonical order, and records
  //    the state each one was first reached from;
  // 3. the goal not reached: unreachable;
  // 4. otherwise those first parents lead back from the goal to the start: the canonical path,
  //    with the fewest crossings, counted first and then filled from its end.
  constexpr river_solution operator()(const river_puzzle& puzzle) const {
    detail::require_river_puzzle(puzzle);
    const river_graph graph(puzzle.shape);
    const search::state_index states = graph.state_count();
    search::dynamic_array<std::uint32_t> crossings(states, 0);
    search::dynamic_array<search::state_index> queue(states, 0);
    search::dynamic_array<search::state_index> parent(states, 0);
    const search::state_index start = graph.index(puzzle.start);
    parent[start] = start;
    search::breadth_first(
        graph, start, crossings, queue,
        [&](search::state_index t, search::state_index s, unsigned) { parent[t] = s; });
    search::state_index at = graph.index(river_goal(puzzle.shape));
    if (crossings[at] == search::unreachable<std::uint32_t>) return river_solution{};
    search::dynamic_array<river_state> path(std::size_t{crossings[at]} + 1, river_state{});
    for (std::size_t k = path.size(); k-- != 0; at = parent[at]) path[k] = graph.state(at);
    return river_solution{std::move(path)};
  }
  //! [solve]
};

// Solves puzzle by breadth-first search: `river_solve(puzzle)` (river_solver).
inline constexpr river_solver river_solve{};

}  // namespace ctp::with_breadth_first

#endif  // CTP_RIVER_CROSSING_WITH_BREADTH_FIRST_HPP_INCLUDED
