// Water pouring as text: the cups' amounts (or capacities) written as the tools take them, cup 0
// first and separated by commas (`3,5,8`, `0,0,8` for the water-cups post's puzzle), and read back.
#ifndef CTP_WATER_POURING_TEXT_HPP_INCLUDED
#define CTP_WATER_POURING_TEXT_HPP_INCLUDED

#include <cstddef>
#include <string_view>

#include "ctp/detail/reject.hpp"
#include "ctp/fixed_string.hpp"
#include "ctp/water_pouring/rules.hpp"

namespace ctp {

// Reads amounts separated by commas, cup 0 first: `water_parse("3,5,8")` is {3, {3, 5, 8}}.
// 1. Each amount is one or more digits (no sign, no spaces) and at most water_max_amount, the
//    most a cup of a valid puzzle can hold.
// 2. There are 2 to 8 of them, as cups in a puzzle.
// Anything else throws `ctp: ...` (a compile error in a constant expression). Whether the amounts
// fit a puzzle is the puzzle's check (water_valid), not the text's.
constexpr water_state water_parse(std::string_view text) {
  using detail::reject;  // short, so that each message stays on the line the compiler shows
  water_state state{0, {}};
  long long amount = 0;
  bool digit = false;  // whether the current amount has a digit yet
  for (std::size_t at = 0; at <= text.size(); ++at) {
    // 1. A digit adds to the current amount; a comma or the end closes it.
    if (at != text.size() && text[at] >= '0' && text[at] <= '9') {
      amount = amount * 10 + (text[at] - '0');
      digit = true;
      if (amount > water_max_amount) reject("ctp: a cup holds at most 16,777,215 units of water");
      continue;
    }
    if (!digit || (at != text.size() && text[at] != ','))
      reject("ctp: water pouring amounts are whole numbers separated by commas (e.g. 3,5,8)");
    // 2. The closed amount is one more cup, while there is room for one.
    if (state.cups == water_max_cups) reject("ctp: water pouring needs 2 to 8 cups");
    state.amount[state.cups++] = static_cast<int>(amount);
    amount = 0;
    digit = false;
  }
  if (state.cups < 2) reject("ctp: water pouring needs 2 to 8 cups");
  return state;
}

// The amounts written as Text, read by the compiler: `water_state_of<"3,5,8">`. Bad text is a
// compile error that quotes water_parse's message.
template <fixed_string Text>
inline constexpr water_state water_state_of = water_parse(Text.view());

namespace detail {
// The size of an amount without its sign (unsigned, so that the most negative int has one too),
// and how many digits it has.
constexpr unsigned water_magnitude(int amount) noexcept {
  return amount < 0 ? 0u - static_cast<unsigned>(amount) : static_cast<unsigned>(amount);
}
constexpr std::size_t water_digits(unsigned magnitude) noexcept {
  std::size_t digits = 1;
  for (; magnitude >= 10; magnitude /= 10) ++digits;
  return digits;
}
}  // namespace detail

// The number of characters of state's text: `0,0,8` has 5.
constexpr std::size_t water_text_size(const water_state& state) noexcept {
  std::size_t size = state.cups > 0 ? static_cast<std::size_t>(state.cups) - 1 : 0;  // the commas
  for (int cup = 0; cup != state.cups; ++cup)
    size += (state[cup] < 0 ? 1 : 0) + detail::water_digits(detail::water_magnitude(state[cup]));
  return size;
}

// Writes state's text, water_text_size(state) characters, to out[0, size): amounts separated by
// commas, cup 0 first, as water_parse reads them back. out is a char array, std::string or
// anything indexable with room for them.
template <class Chars>
constexpr void water_write_text(Chars& out, const water_state& state) {
  std::size_t at = 0;
  for (int cup = 0; cup != state.cups; ++cup) {
    if (cup != 0) out[at++] = ',';
    if (state[cup] < 0) out[at++] = '-';
    // The digits, last first, into their places.
    unsigned magnitude = detail::water_magnitude(state[cup]);
    const std::size_t digits = detail::water_digits(magnitude);
    for (std::size_t k = digits; k-- != 0; magnitude /= 10)
      out[at + k] = static_cast<char>('0' + magnitude % 10);
    at += digits;
  }
}

// The text of a state known to the compiler, as a fixed_string:
// `water_text<water_state_of<"0,0,8">>()` is "0,0,8". The state is a template argument, since
// its amounts fix the text's length.
template <water_state State>
constexpr fixed_string<water_text_size(State)> water_text() {
  fixed_string<water_text_size(State)> text;
  water_write_text(text.chars, State);
  text.chars[water_text_size(State)] = '\0';
  return text;
}

}  // namespace ctp

#endif  // CTP_WATER_POURING_TEXT_HPP_INCLUDED
