// The river crossing, solved by the compiler: the farmer with a wolf, a goat and a cabbage (Alcuin
// of York, "Propositiones ad acuendos juvenes", problem 18) and missionaries and cannibals of any
// number and any boat (Amarel, 1968); the fewest crossings by breadth-first search, and a way
// across by depth-first search.
#ifndef CTP_RIVER_CROSSING_HPP_INCLUDED
#define CTP_RIVER_CROSSING_HPP_INCLUDED

#include "ctp/river_crossing/graph.hpp"
#include "ctp/river_crossing/rules.hpp"
#include "ctp/river_crossing/solution.hpp"
#include "ctp/river_crossing/text.hpp"
#include "ctp/river_crossing/with_breadth_first.hpp"
#include "ctp/river_crossing/with_depth_first.hpp"

namespace ctp {

// Solves puzzle with the technique the library recommends, breadth-first search: the fewest
// crossings and the canonical path, or unreachable (bad input is a `ctp:` error). The same
// function object as with_breadth_first::river_solve.
inline constexpr with_breadth_first::river_solver river_solve{};

}  // namespace ctp

#endif  // CTP_RIVER_CROSSING_HPP_INCLUDED
