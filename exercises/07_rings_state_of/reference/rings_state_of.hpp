// The reference solution of exercise 07_rings_state_of: one error that names the problem
// (`scripts/learn.py --solution rings_state_of` shows it).
#ifndef CTP_EXERCISE_RINGS_STATE_OF_HPP_INCLUDED
#define CTP_EXERCISE_RINGS_STATE_OF_HPP_INCLUDED

#include <cstddef>

#include "ctp/chinese_rings/rules.hpp"
#include "ctp/fixed_string.hpp"

namespace learner {

// The state a text writes, one letter a ring from ring 1: U up, D down. Bit n - i is ring i, so
// the first letter is the most significant bit.
template <std::size_t Size>
constexpr ctp::rings_state read_state(const ctp::fixed_string<Size>& text) {
  ctp::rings_state state = 0;
  for (char letter : text) state = state << 1 | (letter == 'U' ? 1u : 0u);
  return state;
}

// Whether every letter of a text is U or D.
template <std::size_t Size>
constexpr bool only_u_and_d(const ctp::fixed_string<Size>& text) {
  for (char letter : text)
    if (letter != 'U' && letter != 'D') return false;
  return true;
}

// True when Text is a state; otherwise a static_assert stops the compile with its message, one
// error: the first problem found.
template <ctp::fixed_string Text>
consteval bool check_state() {
  constexpr bool sized = Text.size() >= 1 && Text.size() <= 63;
  static_assert(sized, "ctp: a state has 1 to 63 rings");
  static_assert(!sized || only_u_and_d(Text), "ctp: a ring is U (up) or D (down)");
  return sized && only_u_and_d(Text);
}

// The state written as Text, checked by the compiler: rings_state_of<"UUDUD"> is 0b11010.
template <ctp::fixed_string Text>
inline constexpr ctp::rings_state rings_state_of = check_state<Text>() ? read_state(Text) : 0;

}  // namespace learner

#endif  // CTP_EXERCISE_RINGS_STATE_OF_HPP_INCLUDED
