// The Chinese rings as text: a state printed ring 1 first, U for up and D for down (the up and
// down states of jwalker's Chinese Ring Puzzle applet), and read back.
#ifndef CTP_CHINESE_RINGS_TEXT_HPP_INCLUDED
#define CTP_CHINESE_RINGS_TEXT_HPP_INCLUDED

#include <cstddef>
#include <string_view>

#include "ctp/chinese_rings/rules.hpp"
#include "ctp/detail/reject.hpp"
#include "ctp/fixed_string.hpp"

namespace ctp {

// Writes the n letters of state to out[0, n), ring 1 first: `UUDUD`. out is a char array,
// std::string or anything indexable with room for n characters.
template <class Chars, class Rings>
constexpr void rings_write_text(Chars& out, Rings rings, rings_state state) {
  const int n = detail::require_rings_state(rings, state);
  for (int ring = 1; ring <= n; ++ring)
    out[static_cast<std::size_t>(ring - 1)] = rings_is_up(n, state, ring) ? 'U' : 'D';
}

// The text of a state of Rings rings, as a fixed_string<Rings>.
template <int Rings>
constexpr fixed_string<static_cast<std::size_t>(Rings)> rings_text(rings_state state) {
  static_assert(rings_valid(Rings), "ctp: chinese rings needs 1 to 63 rings");
  fixed_string<static_cast<std::size_t>(Rings)> text;
  rings_write_text(text.chars, Rings, state);
  text.chars[Rings] = '\0';
  return text;
}

// A state read from text, and the number of rings it has.
struct rings_parsed {
  int rings;          // how many letters the text had
  rings_state state;  // bit (rings - i) set iff letter i was U
  // Equal when every member is equal.
  friend constexpr bool operator==(const rings_parsed&, const rings_parsed&) = default;
};

// Reads `UUDUD` (ring 1 first); anything but 1 to 63 letters U and D is rejected.
constexpr rings_parsed rings_parse(std::string_view text) {
  if (text.empty() || text.size() > static_cast<std::size_t>(rings_max_rings))
    detail::reject("ctp: a chinese rings state has 1 to 63 letters U and D");
  rings_state state = 0;
  for (const char letter : text) {
    if (letter != 'U' && letter != 'D')
      detail::reject("ctp: a chinese rings state is written with U (up) and D (down) only");
    state = (state << 1) | (letter == 'U' ? 1u : 0u);
  }
  return {static_cast<int>(text.size()), state};
}

// Reads a state of `rings` rings from its text: as rings_parse(text), and the text must have one
// letter a ring; otherwise throws `ctp: ...` (a compile error in a constant expression).
template <class Rings>
constexpr rings_state rings_parse(std::string_view text, Rings rings) {
  const int n = detail::require_rings(rings);
  const rings_parsed read = rings_parse(text);
  if (read.rings != n) detail::reject("ctp: a chinese rings state needs one letter a ring");
  return read.state;
}

namespace detail {
template <fixed_string Text>
consteval bool check_rings_text() {
  constexpr bool letters_ok = [] {
    for (const char letter : Text)
      if (letter != 'U' && letter != 'D') return false;
    return true;
  }();
  static_assert(Text.size() >= 1 && Text.size() <= rings_max_rings,
                "ctp: a chinese rings state has 1 to 63 letters U and D");
  static_assert(letters_ok, "ctp: a chinese rings state is written with U (up) and D (down) only");
  return Text.size() >= 1 && Text.size() <= rings_max_rings && letters_ok;
}
}  // namespace detail

// The state written as Text, checked by the compiler: `rings_state_of<"UUDUD">` is 0b11010.
template <fixed_string Text>
inline constexpr rings_state rings_state_of =
    detail::check_rings_text<Text>() ? rings_parse(Text.view()).state : 0;

}  // namespace ctp

#endif  // CTP_CHINESE_RINGS_TEXT_HPP_INCLUDED
