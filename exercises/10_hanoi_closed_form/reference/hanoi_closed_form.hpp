// The reference solution of exercise 10_hanoi_closed_form: Peelle's period of three
// (`scripts/learn.py --solution hanoi_closed_form` shows it).
#ifndef CTP_EXERCISE_HANOI_CLOSED_FORM_HPP_INCLUDED
#define CTP_EXERCISE_HANOI_CLOSED_FORM_HPP_INCLUDED

#include <cstdint>

#include "ctp/fixed_string.hpp"
#include "ctp/hanoi/rules.hpp"

namespace learner {

// Move k (counted from 0) of the solution for `discs` discs, from discs and k alone: Peelle's
// letters repeat with a period of three, ABC for an even number of discs and BAC for an odd one.
constexpr char move_at(int discs, std::uint64_t k) {
  const char* period = discs % 2 == 0 ? "ABC" : "BAC";
  return period[k % 3];
}

// The moves for Discs discs, as text: move_at for every k.
template <int Discs>
constexpr auto hanoi_moves() {
  ctp::fixed_string<ctp::hanoi_move_count(Discs)> moves{};
  for (std::uint64_t k = 0; k != moves.size(); ++k) moves[k] = move_at(Discs, k);
  return moves;
}

}  // namespace learner

#endif  // CTP_EXERCISE_HANOI_CLOSED_FORM_HPP_INCLUDED
