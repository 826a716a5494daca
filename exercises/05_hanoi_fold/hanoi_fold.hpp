// Exercise 05_hanoi_fold: the Hanoi moves as a type, joined by a fold (README.md says what to do;
// `make learn` grades this file).
#ifndef CTP_EXERCISE_HANOI_FOLD_HPP_INCLUDED
#define CTP_EXERCISE_HANOI_FOLD_HPP_INCLUDED

#include <cstddef>

#include "ctp/fixed_string.hpp"

namespace learner {

// A list of moves as a type: one template argument a move.
template <char... Moves>
struct move_list {};

// Your turn: two lists, one after the other. As given, the answer is always the empty list.
template <char... Left, char... Right>
constexpr move_list<> operator+(move_list<Left...>, move_list<Right...>) {
  return {};
}

// Your turn: any number of lists, one after the other, with a fold over +. As given, it answers
// a list of one unknown move, '?', whatever it joins.
template <class... Lists>
constexpr auto join(Lists...) {
  return move_list<'?'>{};
}

// Peelle's recursion, the moves in the type of `moves`: each class is instantiated once.
template <int Discs, char First, char Second, char Third>
struct hanoi {
  static constexpr auto moves =
      join(hanoi<Discs - 1, Second, First, Third>::moves, move_list<Second>{},
           hanoi<Discs - 1, First, Third, Second>::moves);
};

template <char First, char Second, char Third>
struct hanoi<1, First, Second, Third> {
  static constexpr auto moves = move_list<Second>{};
};

// Your turn: the letters of a list as text, one letter an element, as lesson 5's `letters` makes
// its array. As given, the text is empty.
template <char... Moves>
constexpr ctp::fixed_string<0> text(move_list<Moves...>) {
  return {};
}

// The moves for Discs discs, from A by B to C, as text.
template <int Discs>
constexpr auto hanoi_moves() {
  return text(hanoi<Discs, 'A', 'B', 'C'>::moves);
}

}  // namespace learner

#endif  // CTP_EXERCISE_HANOI_FOLD_HPP_INCLUDED
