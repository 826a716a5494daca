// The reference solution of exercise 13_hanoi_fit_budget: the period of three doubled by struct
// copies (`scripts/learn.py --solution hanoi_fit_budget` shows it).
#ifndef CTP_EXERCISE_HANOI_FIT_BUDGET_HPP_INCLUDED
#define CTP_EXERCISE_HANOI_FIT_BUDGET_HPP_INCLUDED

#include <bit>
#include <cstddef>
#include <cstdint>

#include "ctp/fixed_string.hpp"
#include "ctp/hanoi/rules.hpp"

namespace learner {

// Characters as a struct, so that copying them is one copy of an object, not a loop.
template <std::size_t Size>
struct block {
  char chars[Size];
};

// Two copies of the same letters, one after the other.
template <class Letters>
struct twice {
  Letters first, second;
};

// The letters repeated 2^Times times, by Times copies of a struct: no loop over the letters.
template <int Times, class Letters>
constexpr auto doubled(const Letters& letters) {
  if constexpr (Times == 0) {
    return letters;
  } else {
    return doubled<Times - 1>(twice<Letters>{letters, letters});
  }
}

// The moves for Discs discs, as text. Peelle's letters repeat with a period of three (ABC for an
// even number of discs, BAC for an odd one), so 3 * 2^(Discs - 1) letters, at least the
// 2^Discs - 1 of the solution, are the period doubled Discs - 1 times. std::bit_cast then cuts
// them to the solution's length and adds the terminator: the evaluator copies objects a few
// dozen times, and never counts a letter.
template <int Discs>
constexpr auto hanoi_moves() {
  constexpr std::size_t count = ctp::hanoi_move_count(Discs);
  const block<3> period = Discs % 2 == 0 ? block<3>{{'A', 'B', 'C'}} : block<3>{{'B', 'A', 'C'}};
  const auto letters = doubled<Discs - 1>(period);
  struct cut {
    block<count> moves;
    block<sizeof(letters) - count> rest;
  };
  struct text {
    block<count> moves;
    char terminator;
  };
  return std::bit_cast<ctp::fixed_string<count>>(text{std::bit_cast<cut>(letters).moves, '\0'});
}

}  // namespace learner

#endif  // CTP_EXERCISE_HANOI_FIT_BUDGET_HPP_INCLUDED
