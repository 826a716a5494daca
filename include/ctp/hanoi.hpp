// Towers of Hanoi, solved by the compiler: Peelle's move names A, B, C and his two programs
// ("Towers of Hanoi, Simplified in J", Vector 12:3), the moves as text, the disc and peg views,
// and a replaying checker. The Boost techniques, with_mp11.hpp and with_hana.hpp, are included on
// their own.
#ifndef CTP_HANOI_HPP_INCLUDED
#define CTP_HANOI_HPP_INCLUDED

#include <array>
#include <cstddef>

#include "ctp/fixed_string.hpp"
#include "ctp/hanoi/closed_form/packed_moves.hpp"
#include "ctp/hanoi/move_name.hpp"
#include "ctp/hanoi/replay.hpp"
#include "ctp/hanoi/rules.hpp"
#include "ctp/hanoi/text.hpp"
#include "ctp/hanoi/views.hpp"
#include "ctp/hanoi/with_class_templates.hpp"
#include "ctp/hanoi/with_closed_form.hpp"
#include "ctp/hanoi/with_recursion.hpp"

namespace ctp {

namespace detail {
// True iff Names are three distinct names; otherwise one static_assert names the problem.
template <hanoi_move_name... Names>
consteval bool check_move_names() {
  constexpr bool three_distinct = [] {
    if constexpr (sizeof...(Names) != 3) {
      return false;
    } else {
      constexpr hanoi_move_name names[] = {Names...};
      return names[0] != names[1] && names[0] != names[2] && names[1] != names[2];
    }
  }();
  return check_distinct_names<three_distinct>();
}
}  // namespace detail

// The solution for Discs discs, computed by the compiler with the technique the library
// recommends (Peelle's closed form, ctp::with_closed_form), 1 to 20 discs.
// - `hanoi_moves<3>()` is Peelle's letters A, B, C, == "BACBACB", packed eight to a word
//   (hanoi_packed_moves: indexed, iterated and compared at compile time, a view at run time);
//   for the same letters as a string in a constant expression, hanoi_moves_text<3>() (text.hpp);
// - `hanoi_moves<3, "hop", "skip", "jump">()` is a std::array of hanoi_move_name: skip hop jump
//   skip hop jump skip; any three distinct characters, numbers or words of up to 15 letters will
//   do.
template <int Discs, hanoi_move_name... Names>
constexpr auto hanoi_moves() {
  if constexpr (sizeof...(Names) == 0) {
    return with_closed_form::hanoi_moves<Discs>();
  } else if constexpr (detail::check_move_names<Names...>() &&
                       detail::check_compile_time_discs<Discs>()) {
    const auto letters = with_closed_form::hanoi_moves<Discs>();
    constexpr hanoi_move_name names[] = {Names...};
    std::array<hanoi_move_name, letters.size()> moves{};
    for (std::size_t k = 0; k != moves.size(); ++k) moves[k] = names[letters[k] - 'A'];
    return moves;
  } else {
    return std::array<hanoi_move_name, 0>{};
  }
}

}  // namespace ctp

#endif  // CTP_HANOI_HPP_INCLUDED
