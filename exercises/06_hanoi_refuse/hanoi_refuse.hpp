// Exercise 06_hanoi_refuse: refuse a bad number of discs with one error that names the problem
// (README.md says what to do; `make learn` grades this file).
#ifndef CTP_EXERCISE_HANOI_REFUSE_HPP_INCLUDED
#define CTP_EXERCISE_HANOI_REFUSE_HPP_INCLUDED

#include <cstdint>

#include "ctp/fixed_string.hpp"
#include "ctp/hanoi/rules.hpp"

namespace learner {

// The moves for Discs discs, as text, by lesson 10's closed form: move k is hanoi_move_at.
// Your turn: Discs must be 1 to 12. For any other Discs, make hanoi_moves<Discs>() fail to
// compile with exactly one error, which says: ctp: learner::hanoi_moves needs 1 to 12 discs.
template <int Discs>
constexpr auto hanoi_moves() {
  ctp::fixed_string<ctp::hanoi_move_count(Discs)> moves{};
  for (std::uint64_t k = 0; k != moves.size(); ++k) moves[k] = ctp::hanoi_move_at(Discs, k);
  return moves;
}

// The letter of move K (counted from 0) for Discs discs, read from hanoi_moves. Your turn too:
// a bad Discs must give the one error of hanoi_moves, and a K past the last move (K >= 2^Discs -
// 1) exactly one error, which says: ctp: learner::move_at needs K below 2^Discs - 1.
template <int Discs, std::uint64_t K>
constexpr char move_at() {
  return hanoi_moves<Discs>()[K];
}

}  // namespace learner

#endif  // CTP_EXERCISE_HANOI_REFUSE_HPP_INCLUDED
