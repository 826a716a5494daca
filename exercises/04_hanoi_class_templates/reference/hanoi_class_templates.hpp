// The reference solution of exercise 04_hanoi_class_templates: Peelle's recursion as class
// templates (`scripts/learn.py --solution hanoi_class_templates` shows it).
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

// The letters of the moves for Discs discs, with the pegs' names First, Second and Third in
// Peelle's order: Park for Discs - 1, Move, Goal for Discs - 1, one class a problem. Each class
// is instantiated once, so Discs discs make at most three classes a level (27 for 10 discs).
template <int Discs, char First, char Second, char Third>
struct hanoi {
  static constexpr std::array<char, ctp::hanoi_move_count(Discs)> letters =
      join(hanoi<Discs - 1, Second, First, Third>::letters, Second,
           hanoi<Discs - 1, First, Third, Second>::letters);
};

// One disc: one move, named Second.
template <char First, char Second, char Third>
struct hanoi<1, First, Second, Third> {
  static constexpr std::array<char, 1> letters{Second};
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
