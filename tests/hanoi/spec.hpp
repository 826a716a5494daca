// The Towers of Hanoi specification, applied to every technique (recursion, closed form, class
// templates, MP11, Hana) and to the moves as text (hanoi_moves_text) so that all of them are proven
// equal to each other and to the solutions printed in Peelle's "Towers of Hanoi, Simplified in J".
// Each fact is checked by spec::fact, so that a technique that breaks one fails to compile with the
// technique's word and the fact.
#ifndef CTP_TESTS_HANOI_SPEC_HPP_INCLUDED
#define CTP_TESTS_HANOI_SPEC_HPP_INCLUDED

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>
#include <utility>

#include "ctp/hanoi.hpp"
#include "spec_fact.hpp"

namespace hanoi_spec {

// Peelle's printed solutions, `'ABC' Hanoi 1` to `'ABC' Hanoi 5`.
inline constexpr std::string_view printed_solutions[] = {
    "B", "ABC", "BACBACB", "ABCABCABCABCABC", "BACBACBACBACBACBACBACBACBACBACB",
};

// Up to this many discs every move is checked: replayed on real pegs, compared with the closed
// form and the O(1) formula, and with its mirror image. Beyond it the checks sample every 997th
// move and the last one: a full pass over a million moves would cost the compiler more than
// building them did.
inline constexpr int fully_checked_discs = 12;

// A technique under test: its word and its entry point, Solver, a capture-less generic lambda:
//   constexpr auto solve = []<int Discs>() { return ctp::with_recursion::hanoi_moves<Discs>(); };
//   using recursion = hanoi_spec::technique<"recursion", decltype(solve)>;
// Both compilers print the word within the technique's type when a fact fails.
template <ctp::fixed_string Word, class Solver>
struct technique {
  static constexpr const char* word = Word.c_str();
  template <int Discs>
  static constexpr auto hanoi_moves() {
    return Solver{}.template operator()<Discs>();
  }
};

// True for an answer that is text, a fixed_string (hanoi_moves_text, and the techniques that
// build the letters as characters), whose letters must also read as a string at compile time.
template <class Moves>
inline constexpr bool is_text = false;
template <std::size_t Count>
inline constexpr bool is_text<ctp::fixed_string<Count>> = true;

// The facts a solution for Discs discs must satisfy, whichever technique computed it. Each fact
// is written out where it is checked: g++ quotes the call as written, clang the values.
template <int Discs, class Technique>
constexpr bool check() {
  const auto moves = Technique::template hanoi_moves<Discs>();  // text, or letters packed in words
  const std::uint64_t count = ctp::hanoi_move_count(Discs);
  // 1. 2^N - 1 moves, and Peelle's own printed strings for 1 to 5 discs.
  if (!spec::fact(moves.size() == count, Technique::word,
                  "a solution for N discs has 2^N - 1 moves"))
    return false;
  if constexpr (Discs <= 5)
    if (!spec::fact(moves == printed_solutions[Discs - 1], Technique::word,
                    "the moves for 1 to 5 discs are the ones Peelle prints"))
      return false;
  // 1'. Text is a string in a constant expression: its view is Peelle's printed string, and a
  //     terminator ends it, a C string.
  if constexpr (is_text<std::remove_const_t<decltype(moves)>>) {
    if constexpr (Discs <= 5)
      if (!spec::fact(moves.view() == printed_solutions[Discs - 1], Technique::word,
                      "as a std::string_view, the text is the moves Peelle prints"))
        return false;
    if (!spec::fact(moves.c_str()[count] == '\0', Technique::word,
                    "a terminator ends the text, after its 2^N - 1 letters"))
      return false;
  }
  // 2. Every move (or every sampled move, and the last) is the one the O(1) formula gives, and
  //    mirrors its partner: Peelle's symmetry, the sequence plus its reverse is constant.
  const auto move_holds = [&](std::uint64_t k) {
    return spec::fact(moves[k] == ctp::hanoi_move_at(Discs, k), Technique::word,
                      "move k is the letter hanoi_move_at(N, k) gives") &&
           spec::fact(moves[k] + moves[count - 1 - k] == 'A' + 'C', Technique::word,
                      "move k and the k-th move from the end sum to A + C");
  };
  constexpr std::uint64_t stride = Discs <= fully_checked_discs ? 1 : 997;
  for (std::uint64_t k = 0; k < count; k += stride)
    if (!move_holds(k)) return false;
  if (!move_holds(count - 1)) return false;
  // 3. In full, up to fully_checked_discs: the very letters of hanoi_moves<N>() (the closed
  //    form), the symmetry as hanoi_is_symmetric sees it, and a replay on real pegs that ends
  //    with all discs on GOAL.
  if constexpr (Discs <= fully_checked_discs) {
    if (!spec::fact(moves == ctp::hanoi_moves<Discs>(), Technique::word,
                    "the moves are hanoi_moves<N>()'s, the closed form's"))
      return false;
    if (!spec::fact(ctp::hanoi_is_symmetric(moves), Technique::word,
                    "hanoi_is_symmetric holds for the moves"))
      return false;
    if (!spec::fact(ctp::hanoi_replay(moves, Discs) == ctp::hanoi_replay_result{true, 0, true},
                    Technique::word,
                    "replayed on real pegs, every move is legal and all discs end on GOAL"))
      return false;
  }
  return true;
}

// One constant evaluation per size, so that each size gets the compiler's whole budget.
template <int Discs, class Technique>
inline constexpr bool holds = check<Discs, Technique>();

// The specification holds for every size from 1 to MaxDiscs discs (a technique's tests check
// its largest size on its own: holds<Largest, Technique>).
template <int MaxDiscs, class Technique>
inline constexpr bool holds_up_to = []<int... Sizes>(std::integer_sequence<int, Sizes...>) {
  return (holds<Sizes + 1, Technique> && ...);
}(std::make_integer_sequence<int, MaxDiscs>{});

}  // namespace hanoi_spec

#endif  // CTP_TESTS_HANOI_SPEC_HPP_INCLUDED
