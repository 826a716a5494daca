// Exercise 01_hanoi_recursion: the Towers of Hanoi moves by Peelle's recursion, as constexpr
// functions (README.md says what to do; `make learn` grades this file).
#ifndef CTP_EXERCISE_HANOI_RECURSION_HPP_INCLUDED
#define CTP_EXERCISE_HANOI_RECURSION_HPP_INCLUDED

#include "ctp/fixed_string.hpp"
#include "ctp/hanoi/rules.hpp"

namespace learner {

// Writes the moves for discs discs to out, one letter a move, and returns the end of what it
// wrote. The three letters are the pegs' names in Peelle's order: first, second, third.
// Your turn: one disc is one move, `second`; more discs are Park (the first two names swapped)
// for discs - 1, then Move, then Goal (the last two names swapped) for discs - 1.
constexpr char* hanoi(char* out, char first, char second, char third, int discs) {
  (void)first, (void)second, (void)third, (void)discs;
  return out;
}

// The moves for Discs discs, as text: 2^Discs - 1 letters and a terminator.
template <int Discs>
constexpr auto hanoi_moves() {
  ctp::fixed_string<ctp::hanoi_move_count(Discs)> moves{};
  *hanoi(moves.chars, 'A', 'B', 'C', Discs) = '\0';
  return moves;
}

}  // namespace learner

#endif  // CTP_EXERCISE_HANOI_RECURSION_HPP_INCLUDED
