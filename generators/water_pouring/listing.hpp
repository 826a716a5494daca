// The water pouring answers of the ctp tool, from the library's breadth-first solver
// (ctp/water_pouring/with_breadth_first.hpp) and its hardest-puzzle search (hardest.hpp): states
// in the water-cups post's notation, [<Cup 0/3>, <Cup 0/5>, <Cup 8/8>], and cups numbered from 1.
#ifndef CTP_GENERATORS_WATER_POURING_LISTING_HPP_INCLUDED
#define CTP_GENERATORS_WATER_POURING_LISTING_HPP_INCLUDED

#include <cstdint>
#include <string>

#include "ctp/water_pouring.hpp"
#include "ctp/water_pouring/run_time/hardest.hpp"
#include "cli/output.hpp"

namespace ctp::puzzles::water_pouring {

// Amounts as typed on the command line, cup 1 first: 0,0,8 (the library's water_write_text).
std::string water_amounts(const water_state& amounts);

// A state in the post's notation: [<Cup 0/3>, <Cup 0/5>, <Cup 8/8>].
std::string water_state_text(const water_puzzle& puzzle, const water_state& state);

// A move, cups numbered from 1: pour cup 3 into cup 2, fill cup 1, empty cup 2.
std::string water_move_text(const water_move& move);

// What the moves of a puzzle are called: pours, or moves when the tap adds fill and empty.
std::string water_moves(bool tap, std::uint64_t count);

// The solution: the start, then one line a move with the state after it, then the count:
//   start: [<Cup 0/3>, <Cup 0/5>, <Cup 8/8>]
//   move 1 of 6: pour cup 3 into cup 2 -> [<Cup 0/3>, <Cup 5/5>, <Cup 3/8>]
//   ...
//   6 pours
void write_water_solution(cli::output& out, const water_puzzle& puzzle,
                          const water_solution& solution);

// One sentence for a goal that cannot be reached from the puzzle's start.
void write_water_unsolvable(cli::output& out, const water_puzzle& puzzle, const water_goal& goal);

// Every state reachable from the start, in the order breadth-first search reaches them, each
// with its fewest moves, under a header; then how many there are.
void write_water_reached(cli::output& out, const water_puzzle& puzzle);

// The hardest puzzles of a family, one a line under a header: capacities, start, goal amount
// and fewest moves.
void write_water_hardest(cli::output& out, const water_hardest_result& hardest, bool tap);

}  // namespace ctp::puzzles::water_pouring

#endif  // CTP_GENERATORS_WATER_POURING_LISTING_HPP_INCLUDED
