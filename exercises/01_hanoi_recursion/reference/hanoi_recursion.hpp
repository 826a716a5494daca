// The reference solution of exercise 01_hanoi_recursion: Peelle's recursion, written as the disc
// each move moves (`scripts/learn.py --solution hanoi_recursion` shows it).
#ifndef CTP_EXERCISE_HANOI_RECURSION_HPP_INCLUDED
#define CTP_EXERCISE_HANOI_RECURSION_HPP_INCLUDED

#include "ctp/fixed_string.hpp"
#include "ctp/hanoi/rules.hpp"

namespace learner {

// Writes the moves for discs discs to out, one digit a move: the disc that the move moves, '1'
// for the smallest up to '9'. Returns the end of what it wrote. Peelle's recursion without the
// names: step 1 moves the discs - 1 smaller discs, step 2 moves disc `discs`, and step 3 moves
// the smaller discs again.
constexpr char* hanoi_discs(char* out, int discs) {
  if (discs == 1) {
    *out++ = '1';
    return out;
  }
  out = hanoi_discs(out, discs - 1);
  *out++ = static_cast<char>('0' + discs);
  return hanoi_discs(out, discs - 1);
}

// The moves for Discs discs (1 to 9), as text: 2^Discs - 1 digits and a terminator.
template <int Discs>
constexpr auto disc_moves() {
  ctp::fixed_string<ctp::hanoi_move_count(Discs)> moves{};
  *hanoi_discs(moves.chars, Discs) = '\0';
  return moves;
}

}  // namespace learner

#endif  // CTP_EXERCISE_HANOI_RECURSION_HPP_INCLUDED
