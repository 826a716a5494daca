// The reference solution of exercise 06_hanoi_refuse: one error for a bad number of discs, and
// one for a move past the last (`scripts/learn.py --solution hanoi_refuse` shows it).
#ifndef CTP_EXERCISE_HANOI_REFUSE_HPP_INCLUDED
#define CTP_EXERCISE_HANOI_REFUSE_HPP_INCLUDED

#include <cstdint>

#include "ctp/fixed_string.hpp"
#include "ctp/hanoi/rules.hpp"

namespace learner {

// True when Discs is 1 to 12; otherwise the static_assert stops the compile with its message.
template <int Discs>
constexpr bool check_discs() {
  static_assert(Discs >= 1 && Discs <= 12, "ctp: learner::hanoi_moves needs 1 to 12 discs");
  return Discs >= 1 && Discs <= 12;
}

// The moves for Discs discs, as text, by lesson 10's closed form: move k is hanoi_move_at. For
// a Discs out of range the first branch is discarded, never instantiated: the static_assert of
// check_discs is the only error.
template <int Discs>
constexpr auto hanoi_moves() {
  if constexpr (check_discs<Discs>()) {
    ctp::fixed_string<ctp::hanoi_move_count(Discs)> moves{};
    for (std::uint64_t k = 0; k != moves.size(); ++k) moves[k] = ctp::hanoi_move_at(Discs, k);
    return moves;
  } else {
    return ctp::fixed_string<0>{""};
  }
}

// True when K is a move of Discs discs; otherwise the static_assert stops the compile with its
// message. Asked only once Discs is known to be good: hanoi_move_count refuses a bad one.
template <int Discs, std::uint64_t K>
constexpr bool check_move() {
  static_assert(K < ctp::hanoi_move_count(Discs),
                "ctp: learner::move_at needs K below 2^Discs - 1");
  return K < ctp::hanoi_move_count(Discs);
}

// The letter of move K for Discs discs. Each check guards what follows it: for a bad Discs the
// whole first branch is discarded (check_move and the read past the empty answer included), for
// a bad K the read; either way the static_assert is the only error.
template <int Discs, std::uint64_t K>
constexpr char move_at() {
  if constexpr (check_discs<Discs>()) {
    if constexpr (check_move<Discs, K>()) return hanoi_moves<Discs>()[K];
    else return '\0';
  } else {
    return '\0';
  }
}

}  // namespace learner

#endif  // CTP_EXERCISE_HANOI_REFUSE_HPP_INCLUDED
