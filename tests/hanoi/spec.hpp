// The Towers of Hanoi specification, applied to every technique (core, class templates, MP11,
// Hana) so that all of them are proven equal to each other and to the seed (Peelle, seed 002).
#ifndef CTP_TESTS_HANOI_SPEC_HPP_INCLUDED
#define CTP_TESTS_HANOI_SPEC_HPP_INCLUDED

#include <cstdint>
#include <string_view>
#include <utility>

#include "ctp/hanoi.hpp"

namespace hanoi_spec {

// The seed's printed solutions, `'ABC' Hanoi 1` to `'ABC' Hanoi 5`.
inline constexpr std::string_view seed_solutions[] = {
    "B",
    "ABC",
    "BACBACB",
    "ABCABCABCABCABC",
    "BACBACBACBACBACBACBACBACBACBACB",
};

// Up to this many discs every move is checked: replayed on real pegs, compared with the closed
// form and the O(1) formula, and with its mirror image. Beyond it the checks sample every 997th
// move and the last one: a full pass over a million moves would cost the compiler more than
// building them did.
inline constexpr int fully_checked_discs = 12;

// The facts a solution for Discs discs must satisfy, whichever technique computed it.
// Solver is a capture-less generic lambda: []<int N>() { return technique::hanoi_moves<N>(); }.
template <int Discs, class Solver>
constexpr bool check() {
  const auto solution = Solver{}.template operator()<Discs>();
  const std::string_view moves = solution;
  const std::uint64_t count = ctp::hanoi_move_count(Discs);
  // 1. 2^N - 1 moves, and the seed's own printed strings for 1 to 5 discs.
  if (moves.size() != count) return false;
  if constexpr (Discs <= 5)
    if (moves != seed_solutions[Discs - 1]) return false;
  // 2. Every move (or every sampled move) is the one the O(1) formula and the closed form give,
  //    and mirrors its partner: the seed's symmetry, the sequence plus its reverse is constant.
  constexpr std::uint64_t stride = Discs <= fully_checked_discs ? 1 : 997;
  for (std::uint64_t k = 0; k < count; k += stride) {
    if (moves[k] != ctp::hanoi_move_at(Discs, k)) return false;
    if (moves[k] + moves[count - 1 - k] != 'A' + 'C') return false;
  }
  if (moves[count - 1] != ctp::hanoi_move_at(Discs, count - 1)) return false;
  // 3. Replayed on real pegs, every move is legal and all discs end on GOAL.
  if constexpr (Discs <= fully_checked_discs) {
    if (moves != ctp::with_closed_form::hanoi_moves<Discs>().view()) return false;
    if (!ctp::hanoi_is_symmetric(moves)) return false;
    if (ctp::hanoi_replay(moves, Discs) != ctp::hanoi_replay_result{true, 0, true}) return false;
  }
  return true;
}

// One constant evaluation per size, so that each size gets the compiler's whole budget.
template <int Discs, class Solver>
inline constexpr bool holds = check<Discs, Solver>();

// The specification holds for every size from 1 to MaxDiscs discs (a technique's tests check
// its largest size on its own: holds<Largest, Solver>).
template <int MaxDiscs, class Solver>
inline constexpr bool holds_up_to = []<int... Sizes>(std::integer_sequence<int, Sizes...>) {
  return (holds<Sizes + 1, Solver> && ...);
}(std::make_integer_sequence<int, MaxDiscs>{});

}  // namespace hanoi_spec

#endif  // CTP_TESTS_HANOI_SPEC_HPP_INCLUDED
