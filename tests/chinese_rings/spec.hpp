// The Chinese rings specification, applied to every technique (the seed's objects, plain
// recursion, class templates, MP11, Hana, the Gray code) so that all are proven equal to each
// other and to the seed's rule (seed 000).
#ifndef CTP_TESTS_CHINESE_RINGS_SPEC_HPP_INCLUDED
#define CTP_TESTS_CHINESE_RINGS_SPEC_HPP_INCLUDED

#include <cstdint>
#include <utility>

#include "ctp/chinese_rings.hpp"

namespace rings_spec {

// Moves to take n rings off, n = 1 to 8: OEIS A000975, as printed there.
inline constexpr std::uint64_t a000975[] = {1, 2, 5, 10, 21, 42, 85, 170};

// A technique's answer, computed once: Solver is a capture-less lambda template taking
// <int Rings, bool Off> that returns the moves taking Rings rings off (Off) or putting them on.
template <int Rings, bool Off, class Solver>
inline constexpr auto solution = Solver{}.template operator()<Rings, Off>();

// The reference: the Gray-code walk.
struct gray_code {
  template <int Rings, bool Off>
  constexpr auto operator()() const {
    if constexpr (Off) return ctp::rings_remove_moves<Rings>();
    else return ctp::rings_put_on_moves<Rings>();
  }
};

// 1. As many moves as A000975 says, and each move legal under the seed's rule: from all up
//    everything ends down (Off), from all down everything ends up.
template <int Rings, bool Off, class Solver>
constexpr bool is_legal_solution() {
  const auto& moves = solution<Rings, Off, Solver>;
  const std::uint64_t count = ctp::rings_remove_count(Rings);
  if (moves.size() != count) return false;
  if constexpr (Rings <= 8)
    if (count != a000975[Rings - 1]) return false;
  const ctp::rings_state all_up = ctp::rings_all_up(Rings);
  const ctp::rings_state start = Off ? all_up : 0, end = Off ? 0 : all_up;
  return ctp::rings_replay(Rings, start, moves) == ctp::rings_replay_result{true, 0, end};
}

// 2. The same moves as the Gray-code walk, and (up to 12 rings) as the O(1) formula.
template <int Rings, bool Off, class Solver>
constexpr bool equals_gray_code() {
  const auto& moves = solution<Rings, Off, Solver>;
  const auto& reference = solution<Rings, Off, gray_code>;
  for (std::uint64_t k = 0; k != moves.size(); ++k)
    if (moves[k] != reference[k]) return false;
  if constexpr (Rings <= 12) {
    for (std::uint64_t k = 0; k != moves.size(); ++k)
      if (moves[k] != (Off ? ctp::rings_remove_move_at(Rings, k) : ctp::rings_put_on_move_at(Rings, k)))
        return false;
  }
  return true;
}

// Each fact is a constant evaluation of its own, so that each gets the compiler's whole budget.
template <int Rings, bool Off, class Solver>
inline constexpr bool legal = is_legal_solution<Rings, Off, Solver>();
template <int Rings, bool Off, class Solver>
inline constexpr bool same = equals_gray_code<Rings, Off, Solver>();

template <int Rings, class Solver>
inline constexpr bool holds = legal<Rings, true, Solver> && legal<Rings, false, Solver> &&
                              same<Rings, true, Solver> && same<Rings, false, Solver>;

// The specification holds for every size from 1 to MaxRings rings.
template <int MaxRings, class Solver>
inline constexpr bool holds_up_to = []<int... Sizes>(std::integer_sequence<int, Sizes...>) {
  return (holds<Sizes + 1, Solver> && ...);
}(std::make_integer_sequence<int, MaxRings>{});

}  // namespace rings_spec

#endif  // CTP_TESTS_CHINESE_RINGS_SPEC_HPP_INCLUDED
