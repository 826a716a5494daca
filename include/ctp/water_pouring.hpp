// Water pouring, solved by the compiler (seed 004): any cups, pours and a tap, the fewest moves
// by breadth-first search, the seed's own recursive Game tree, and the hardest puzzles.
#ifndef CTP_WATER_POURING_HPP_INCLUDED
#define CTP_WATER_POURING_HPP_INCLUDED

#include "ctp/water_pouring/game_tree.hpp"
#include "ctp/water_pouring/goal_distances.hpp"
#include "ctp/water_pouring/hardest.hpp"
#include "ctp/water_pouring/rules.hpp"
#include "ctp/water_pouring/solver.hpp"

#endif  // CTP_WATER_POURING_HPP_INCLUDED
