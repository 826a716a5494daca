// The Chinese rings specification, applied to every technique (objects, recursion, closed form,
// class templates, MP11, Hana) so that all are proven equal to each other and to the rule of the
// Chinese Ring Puzzle applet by jwalker. Every fact is checked by spec::fact: a technique that
// breaks one fails to compile with its word and the fact in words.
#ifndef CTP_TESTS_CHINESE_RINGS_SPEC_HPP_INCLUDED
#define CTP_TESTS_CHINESE_RINGS_SPEC_HPP_INCLUDED

#include <cstdint>
#include <utility>

#include "ctp/chinese_rings.hpp"
#include "ctp/fixed_string.hpp"
#include "../support/spec_fact.hpp"

namespace rings_spec {

// Moves to take n rings off, n = 1 to 8: OEIS A000975, as printed there.
inline constexpr std::uint64_t a000975[] = {1, 2, 5, 10, 21, 42, 85, 170};

// A technique's answer, computed once: Solver is a capture-less lambda template taking
// <int Rings, bool Off> that returns the moves taking Rings rings off (Off) or putting them on.
template <int Rings, bool Off, class Solver>
inline constexpr auto solution = Solver{}.template operator()<Rings, Off>();

// The reference: the closed form, the Gray-code walk.
struct closed_form {
  template <int Rings, bool Off>
  constexpr auto operator()() const {
    if constexpr (Off) return ctp::with_closed_form::rings_remove_moves<Rings>();
    else return ctp::with_closed_form::rings_put_on_moves<Rings>();
  }
};

// The facts, for technique Word (its one word: "objects", "closed_form", ...).
// 1. As many moves as A000975 says (whichever the direction: putting on is the same walk back).
template <ctp::fixed_string Word, int Rings, bool Off, class Solver>
constexpr bool has_a000975_moves() {
  const std::uint64_t count = ctp::rings_move_count(Rings);
  return spec::fact(
      solution<Rings, Off, Solver>.size() == count && (Rings > 8 || count == a000975[Rings - 1]),
      Word.c_str(), "as many moves as OEIS A000975 says: 1, 2, 5, 10, 21, ...");
}

// 2. Each move legal under the applet's rule, and every ring moved: from all up everything ends
//    down (Off), from all down everything ends up.
template <ctp::fixed_string Word, int Rings, bool Off, class Solver>
constexpr bool replays_legally() {
  const ctp::rings_state all_up = ctp::rings_all_up(Rings);
  const ctp::rings_state start = Off ? all_up : 0, end = Off ? 0 : all_up;
  return spec::fact(ctp::rings_replay(Rings, start, solution<Rings, Off, Solver>) ==
                        ctp::rings_replay_result{true, 0, end},
                    Word.c_str(),
                    "the moves replay legally from all up to all down, or all down to all up");
}

// 3. The same moves as the closed form's Gray-code walk: as many moves, and equal (the closed
//    form's rings_packed_moves compares with another list or with the std::array of every other
//    technique in one statement a move, for clang's budget at 17 rings).
template <ctp::fixed_string Word, int Rings, bool Off, class Solver>
constexpr bool equals_closed_form() {
  bool same = false;
  if constexpr (solution<Rings, Off, Solver>.size() == solution<Rings, Off, closed_form>.size())
    same = solution<Rings, Off, Solver> == solution<Rings, Off, closed_form>;
  return spec::fact(same, Word.c_str(), "the same moves as the Gray-code walk of the closed form");
}

// 4. Move k is the O(1) formula's, rings_remove_move_at or rings_put_on_move_at (checked up to
//    12 rings: beyond, fact 3 carries it, within clang's step budget).
template <ctp::fixed_string Word, int Rings, bool Off, class Solver>
constexpr bool equals_move_at() {
  if constexpr (Rings > 12) {
    return true;
  } else {
    const auto& moves = solution<Rings, Off, Solver>;
    bool same = moves.size() == ctp::rings_move_count(Rings);
    for (std::uint64_t k = 0; same && k != moves.size(); ++k)
      same = moves[k] ==
             (Off ? ctp::rings_remove_move_at(Rings, k) : ctp::rings_put_on_move_at(Rings, k));
    return spec::fact(same, Word.c_str(),
                      "move k is rings_remove_move_at(n, k), or rings_put_on_move_at(n, k)");
  }
}

// Each fact is a constant evaluation of its own, so that each gets the compiler's whole budget.
template <ctp::fixed_string Word, int Rings, bool Off, class Solver>
inline constexpr bool counted = has_a000975_moves<Word, Rings, Off, Solver>();
template <ctp::fixed_string Word, int Rings, bool Off, class Solver>
inline constexpr bool legal = replays_legally<Word, Rings, Off, Solver>();
template <ctp::fixed_string Word, int Rings, bool Off, class Solver>
inline constexpr bool same = equals_closed_form<Word, Rings, Off, Solver>();
template <ctp::fixed_string Word, int Rings, bool Off, class Solver>
inline constexpr bool formula = equals_move_at<Word, Rings, Off, Solver>();

// Every fact, both ways, for Rings rings.
template <ctp::fixed_string Word, int Rings, class Solver>
inline constexpr bool holds =
    counted<Word, Rings, true, Solver> && counted<Word, Rings, false, Solver> &&
    legal<Word, Rings, true, Solver> && legal<Word, Rings, false, Solver> &&
    same<Word, Rings, true, Solver> && same<Word, Rings, false, Solver> &&
    formula<Word, Rings, true, Solver> && formula<Word, Rings, false, Solver>;

// The specification holds for every size from 1 to MaxRings rings.
template <ctp::fixed_string Word, int MaxRings, class Solver>
inline constexpr bool holds_up_to = []<int... Sizes>(std::integer_sequence<int, Sizes...>) {
  return (holds<Word, Sizes + 1, Solver> && ...);
}(std::make_integer_sequence<int, MaxRings>{});

}  // namespace rings_spec

#endif  // CTP_TESTS_CHINESE_RINGS_SPEC_HPP_INCLUDED
