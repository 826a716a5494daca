// Towers of Hanoi as text: Peelle's move letters A, B, C ("Towers of Hanoi, Simplified in J") as a
// ctp::fixed_string, read in one step from the words of his closed form's packed letters.
#ifndef CTP_HANOI_TEXT_HPP_INCLUDED
#define CTP_HANOI_TEXT_HPP_INCLUDED

#include <bit>
#include <cstddef>

#include "ctp/detail/blocks.hpp"
#include "ctp/fixed_string.hpp"
#include "ctp/hanoi/closed_form/packed_moves.hpp"
#include "ctp/hanoi/rules.hpp"
#include "ctp/hanoi/with_closed_form.hpp"

namespace ctp {

namespace detail {
// The letters of moves as a fixed_string, with its terminator.
// 1. The words' bytes, in memory, are the letters in order, then zeros (hanoi_packed_moves), so
//    the first Count bytes of the words are the fixed_string's characters: one std::bit_cast
//    reads them all, which both evaluators do in one step, where a loop would pay for each letter
//    (and g++-12 stops a loop after 2^18 of them).
// 2. The words hold Count + 1 bytes or more (2^N bytes for N >= 3 discs, 8 for fewer): the bytes
//    after the letters' Count are the terminator and, when there are more, a second member of the
//    struct the words are cast to.
// 3. The terminator is written again, so that it never depends on the padding's bytes.
template <std::size_t Count>
constexpr fixed_string<Count> hanoi_text_of(const hanoi_packed_moves<Count>& moves) noexcept {
  constexpr std::size_t after_terminator = sizeof(moves) - (Count + 1);
  auto text = [&moves] {
    if constexpr (after_terminator == 0) {
      return std::bit_cast<fixed_string<Count>>(moves);
    } else {
      return std::bit_cast<joined<fixed_string<Count>, block<char, after_terminator>>>(moves).first;
    }
  }();
  text.chars[Count] = '\0';
  return text;
}
}  // namespace detail

// The moves for Discs discs as text: Peelle's letters A, B, C, the very letters of
// hanoi_moves<Discs>(), as a fixed_string<2^Discs - 1>, so that they are a string in a constant
// expression too. `constexpr auto moves = ctp::hanoi_moves_text<3>();` makes `moves.view()` the
// std::string_view "BACBACB" and `moves.c_str()` a C string, at compile time and at run time.
// 1 to 20 discs (hanoi_max_compile_time_discs) with g++-12 and clang++-19 under default limits
// (tests/hanoi/static_text.cpp); other counts are one compile error, `ctp: hanoi needs 1 to 63
// discs` or `ctp: a compile-time hanoi move list needs 1 to 20 discs; use hanoi_move_at(discs, k)
// for more`. hanoi_moves<Discs>() is the cheaper answer when the letters need only be compared,
// indexed or iterated: it keeps them eight to a 64-bit word, and the evaluators pay for every
// element of an answer, where the text has one a letter (a char array of 2^20 for 20 discs).
template <int Discs>
constexpr auto hanoi_moves_text() {
  if constexpr (detail::check_compile_time_discs<Discs>()) {
    return detail::hanoi_text_of(with_closed_form::hanoi_moves<Discs>());
  } else {
    return fixed_string<0>{""};
  }
}

}  // namespace ctp

#endif  // CTP_HANOI_TEXT_HPP_INCLUDED
