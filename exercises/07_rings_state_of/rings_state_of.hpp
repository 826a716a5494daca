// Exercise 07_rings_state_of: a state of the Chinese rings as text, refused by the compiler when
// it is not one (README.md says what to do; `make learn` grades this file).
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

// The state written as Text, read by the compiler: rings_state_of<"UUDUD"> is 0b11010.
// Your turn: a letter other than U or D, or no letter at all, or more than 63, must not compile,
// with exactly one error, which says `ctp: a ring is U (up) or D (down)` or `ctp: a state has 1
// to 63 rings`. As given, every text is read.
template <ctp::fixed_string Text>
inline constexpr ctp::rings_state rings_state_of = read_state(Text);

}  // namespace learner

#endif  // CTP_EXERCISE_RINGS_STATE_OF_HPP_INCLUDED
