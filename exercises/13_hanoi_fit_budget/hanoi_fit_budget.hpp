// Exercise 13_hanoi_fit_budget: the Towers of Hanoi moves for 16 discs in a fraction of each
// compiler's budget (README.md says what to do; `make learn` grades this file).
#ifndef CTP_EXERCISE_HANOI_FIT_BUDGET_HPP_INCLUDED
#define CTP_EXERCISE_HANOI_FIT_BUDGET_HPP_INCLUDED

#include <bit>
#include <cstddef>
#include <cstdint>

#include "ctp/fixed_string.hpp"
#include "ctp/hanoi/rules.hpp"

namespace learner {

// Lesson 1's recursion: one call a move, each of which costs the evaluator (lesson 13 says how
// much). Your turn: hanoi_moves<16>() must fit in a twentieth of g++'s operations and an eighth
// of clang++'s steps; this recursion makes 65,535 calls for it.
constexpr char* hanoi(char* out, char first, char second, char third, int discs) {
  if (discs == 1) {
    *out++ = second;
    return out;
  }
  out = hanoi(out, second, first, third, discs - 1);
  *out++ = second;
  return hanoi(out, first, third, second, discs - 1);
}

// The moves for Discs discs, as text.
template <int Discs>
constexpr auto hanoi_moves() {
  ctp::fixed_string<ctp::hanoi_move_count(Discs)> moves{};
  *hanoi(moves.chars, 'A', 'B', 'C', Discs) = '\0';
  return moves;
}

}  // namespace learner

#endif  // CTP_EXERCISE_HANOI_FIT_BUDGET_HPP_INCLUDED
