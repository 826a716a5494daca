// The reference solution of exercise 05_hanoi_fold: the Hanoi moves as a type, joined by a fold
// over +, and read back as text by a pack expansion (`scripts/learn.py --solution
// hanoi_fold` shows it).
#ifndef CTP_EXERCISE_HANOI_FOLD_HPP_INCLUDED
#define CTP_EXERCISE_HANOI_FOLD_HPP_INCLUDED

#include <cstddef>

#include "ctp/fixed_string.hpp"

namespace learner {

// A list of moves as a type: one template argument a move.
template <char... Moves>
struct move_list {};

// Two lists, one after the other: both packs expanded in one template argument list.
template <char... Left, char... Right>
constexpr move_list<Left..., Right...> operator+(move_list<Left...>, move_list<Right...>) {
  return {};
}

// Any number of lists, one after the other: a fold over +, with the empty list for no list.
template <class... Lists>
constexpr auto join(Lists... lists) {
  return (lists + ... + move_list<>{});
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

// The letters of a list as text: the pack expanded in a braced list, with the terminator. A pack
// expansion is no fold: it nests nothing, where a fold over 1,023 letters would nest 1,023 deep,
// past clang++'s limit of 256.
template <char... Moves>
constexpr ctp::fixed_string<sizeof...(Moves)> text(move_list<Moves...>) {
  const char letters[] = {Moves..., '\0'};
  return ctp::fixed_string<sizeof...(Moves)>(letters);
}

// The moves for Discs discs, from A by B to C, as text.
template <int Discs>
constexpr auto hanoi_moves() {
  return text(hanoi<Discs, 'A', 'B', 'C'>::moves);
}

}  // namespace learner

#endif  // CTP_EXERCISE_HANOI_FOLD_HPP_INCLUDED
