// Nine tails boards as text (Liang, "The Weighted Nine Tails Problem"): a letter a cell, H or T,
// row by row from cell 0, read at run time or checked by the compiler, and written back.
#ifndef CTP_NINE_TAILS_TEXT_HPP_INCLUDED
#define CTP_NINE_TAILS_TEXT_HPP_INCLUDED

#include <cstddef>
#include <string_view>

#include "ctp/detail/reject.hpp"
#include "ctp/fixed_string.hpp"
#include "ctp/nine_tails/rules.hpp"

namespace ctp {

// The state written as text, cell 0 first: `HHHTTTHHH` is 56 on the 3 x 3 board. The text must
// have exactly one letter a cell, H or T; anything else throws std::invalid_argument (a compile
// error in a constant expression).
constexpr nine_tails_state nine_tails_parse(std::string_view text,
                                            nine_tails_shape shape = nine_tails_shape_3x3) {
  detail::require_nine_tails_shape(shape);
  if (text.size() != static_cast<std::size_t>(shape.cells()))
    detail::reject("ctp: a nine tails board needs one letter H or T for each cell");
  nine_tails_state state = 0;
  for (const char coin : text) {
    if (coin != 'H' && coin != 'T')
      detail::reject("ctp: a nine tails board is written with H (heads) and T (tails) only");
    state = (state << 1) | (coin == 'T' ? 1u : 0u);
  }
  return state;
}

// Writes the cells of state on shape, cell 0 first, as H and T to out[0, cells).
template <class Chars>
constexpr void nine_tails_write_text(Chars& out, nine_tails_shape shape, nine_tails_state state) {
  for (int cell = 0; cell != shape.cells(); ++cell)
    out[static_cast<std::size_t>(cell)] = (state & shape.bit(cell)) != 0 ? 'T' : 'H';
}

// The text of a state of a Rows x Cols board, cell 0 first: `HHHTTTHHH`.
template <int Rows, int Cols>
constexpr fixed_string<static_cast<std::size_t>(Rows* Cols)> nine_tails_text(
    nine_tails_state state) {
  fixed_string<static_cast<std::size_t>(Rows * Cols)> text;
  nine_tails_write_text(text.chars, nine_tails_shape{Rows, Cols}, state);
  text.chars[Rows * Cols] = '\0';
  return text;
}

namespace detail {
template <fixed_string Text, int Cells>
consteval bool check_nine_tails_text() {
  constexpr bool letters_ok = [] {
    for (const char coin : Text)
      if (coin != 'H' && coin != 'T') return false;
    return true;
  }();
  static_assert(Text.size() == Cells,
                "ctp: a nine tails board needs one letter H or T for each cell");
  static_assert(letters_ok, "ctp: a nine tails board is written with H (heads) and T (tails) only");
  return Text.size() == Cells && letters_ok;
}
}  // namespace detail

// The state written as Text, checked by the compiler: `nine_tails_state_of<"HHHTTTHHH">` is 56.
// For other boards than 3 x 3 give the number of cells:
// `nine_tails_state_of<"HHHHTTTTHHHHTTTT", 16>`.
template <fixed_string Text, int Cells = 9>
inline constexpr nine_tails_state nine_tails_state_of =
    detail::check_nine_tails_text<Text, Cells>()
        ? nine_tails_parse(Text.view(), nine_tails_shape{1, Cells})
        : 0;

}  // namespace ctp

#endif  // CTP_NINE_TAILS_TEXT_HPP_INCLUDED
