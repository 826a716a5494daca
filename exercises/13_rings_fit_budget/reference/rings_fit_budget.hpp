// The reference solution of exercise 13_rings_fit_budget: a walk of the Gray code, a few
// operations a move (`scripts/learn.py --solution rings_fit_budget` shows it).
#ifndef CTP_EXERCISE_RINGS_FIT_BUDGET_HPP_INCLUDED
#define CTP_EXERCISE_RINGS_FIT_BUDGET_HPP_INCLUDED

#include <array>
#include <bit>
#include <cstdint>

#include "ctp/chinese_rings/rules.hpp"

namespace learner {

// The moves of a walk along the binary-reflected Gray code, one rank a move: down from the rank
// of all up (the move count) to 0 when Off, up from 0 to it otherwise. The states of two
// consecutive ranks differ in one bit, the ring that moves (bit n - i is ring i), and it goes up
// when that bit is set after the move. Every move costs a subtraction, two shifts, three xors and
// a count of trailing zeros: no call, no walk through the rings.
template <int Rings, bool Off>
constexpr auto gray_walk() {
  std::array<ctp::rings_move, ctp::rings_move_count(Rings)> moves{};
  const std::uint64_t count = moves.size();
  for (std::uint64_t k = 0; k != count; ++k) {
    const std::uint64_t from = Off ? count - k : k;
    const std::uint64_t to = Off ? from - 1 : from + 1;
    const std::uint64_t after = to ^ (to >> 1);
    const std::uint64_t changed = (from ^ (from >> 1)) ^ after;
    moves[k] = {Rings - std::countr_zero(changed), (after & changed) != 0};
  }
  return moves;
}

// The moves that take Rings rings off the bar, from all up.
template <int Rings>
constexpr auto rings_remove_moves() {
  return gray_walk<Rings, true>();
}

// The moves that put Rings rings on the bar, from all down.
template <int Rings>
constexpr auto rings_put_on_moves() {
  return gray_walk<Rings, false>();
}

}  // namespace learner

#endif  // CTP_EXERCISE_RINGS_FIT_BUDGET_HPP_INCLUDED
