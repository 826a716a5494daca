// Water pouring by breadth-first search (the water-cups post's "stop doing algebra" made a search
// over the cups' states): the fewest moves from the start to a goal, and the canonical path.
// Under both compilers' default limits it solves the hardest puzzle of 3 cups up to capacity 20
// (10, 11 and 20, the 20 full, to 15 in any cup: 19 pours); tests/water_pouring/
// static_breadth_first.cpp proves it.
#ifndef CTP_WATER_POURING_WITH_BREADTH_FIRST_HPP_INCLUDED
#define CTP_WATER_POURING_WITH_BREADTH_FIRST_HPP_INCLUDED

#include "ctp/search/graph.hpp"
#include "ctp/water_pouring/graph.hpp"
#include "ctp/water_pouring/rules.hpp"
#include "ctp/water_pouring/solution.hpp"

namespace ctp::with_breadth_first {

// water_solve's type. A function object rather than a function, so that water_solve can still be
// passed around (`technique(water_solve)`) while its body, a template, is compiled only where it
// is used: an includer that never solves pays nothing for its vectors.
struct water_solver {
  //! [solve]
  // Solves puzzle for goal:
  // 1. check both (bad input is a `ctp:` error);
  // 2. one breadth-first search from the start (the search engine's), which reaches the states in
  //    order of their fewest moves, expanding moves in the canonical order;
  // 3. the first reached state that satisfies the goal is a nearest one, and the first-discovery
  //    parents lead back from it to the start: the canonical path, with the fewest moves;
  // 4. no reached state satisfies the goal: unreachable.
  constexpr water_solution operator()(const water_puzzle& puzzle, const water_goal& goal) const {
    detail::require_water_puzzle(puzzle);
    detail::require_water_goal(puzzle, goal);
    const water_search search(puzzle);
    search::state_index found = 0;
    if (!search.find(goal, found)) return water_solution{};
    return water_solution{search.path_to(found)};
  }
  //! [solve]
};

// Solves puzzle for goal by breadth-first search: `water_solve(puzzle, goal)` (water_solver).
inline constexpr water_solver water_solve{};

}  // namespace ctp::with_breadth_first

#endif  // CTP_WATER_POURING_WITH_BREADTH_FIRST_HPP_INCLUDED
