// Exercise 04_hanoi_class_templates: the Towers of Hanoi moves by Peelle's recursion, as class
// templates (README.md says what to do; `make learn` grades this file).
#ifndef CTP_EXERCISE_HANOI_CLASS_TEMPLATES_HPP_INCLUDED
#define CTP_EXERCISE_HANOI_CLASS_TEMPLATES_HPP_INCLUDED

#include <array>
#include <cstddef>

#include "ctp/fixed_string.hpp"
#include "ctp/hanoi/rules.hpp"

namespace learner {

// The letters of `before`, then `middle`, then the letters of `after` (lesson 4's join).
template <std::size_t Size>
constexpr std::array<char, 2 * Size + 1> join(const std::array<char, Size>& before, char middle,
                                              const std::array<char, Size>& after) {
  std::array<char, 2 * Size + 1> letters{};
  for (std::size_t i = 0; i != Size; ++i) {
    letters[i] = before[i];
    letters[Size + 1 + i] = after[i];
  }
  letters[Size] = middle;
  return letters;
}

// Your turn: the letters of the moves for Discs discs, with the pegs' names First, Second and
// Third in Peelle's order, as a static constexpr std::array<char, 2^Discs - 1> named `letters`:
// Peelle's recursion, one class a problem, and a partial specialization for one disc that ends
// it. As given, every letter is '\0'.
template <int Discs, char First, char Second, char Third>
struct hanoi {
  static constexpr std::array<char, ctp::hanoi_move_count(Discs)> letters{};
};

// The moves for Discs discs, as text: the letters of hanoi<Discs, 'A', 'B', 'C'>, then a
// terminator.
template <int Discs>
constexpr auto hanoi_moves() {
  constexpr auto& letters = hanoi<Discs, 'A', 'B', 'C'>::letters;
  ctp::fixed_string<letters.size()> moves{};
  for (std::size_t i = 0; i != letters.size(); ++i) moves[i] = letters[i];
  return moves;
}

}  // namespace learner

#endif  // CTP_EXERCISE_HANOI_CLASS_TEMPLATES_HPP_INCLUDED
