// The Chinese rings at the type level: a move encoded as one int, +i when ring i goes up and -i
// when it goes down (after the applet's RingList by jwalker), and the way back from a pack of
// such ints to an array of rings_move, shared by every type-level technique.
#ifndef CTP_CHINESE_RINGS_TYPE_LEVEL_ENCODED_MOVES_HPP_INCLUDED
#define CTP_CHINESE_RINGS_TYPE_LEVEL_ENCODED_MOVES_HPP_INCLUDED

#include <array>
#include <bit>

#include "ctp/chinese_rings/rules.hpp"

namespace ctp::detail {

// The array of moves encoded as Encoded (+i: ring i goes up, -i: ring i goes down): the exit
// from the type level to the value level (class templates, MP11, Hana). As in Hanoi's
// fixed_string_of:
// 1. Expand the pack into a plain array whose length the compiler counts itself: clang 16 to 19
//    get sizeof...(Encoded) wrong from 65,536 moves up (llvm/llvm-project issue 119600).
// 2. Decode within the expansion, an expression and no loop: GCC stops a loop after 2^18
//    iterations, and a function call a move would cost clang a step of its 2^20 each.
// 3. One std::bit_cast copies the whole array in one step.
template <int... Encoded>
constexpr auto rings_moves_of() noexcept {
  const rings_move moves[] = {rings_move{Encoded < 0 ? -Encoded : Encoded, Encoded > 0}...};
  return std::bit_cast<std::array<rings_move, sizeof moves / sizeof moves[0]>>(moves);
}

}  // namespace ctp::detail

#endif  // CTP_CHINESE_RINGS_TYPE_LEVEL_ENCODED_MOVES_HPP_INCLUDED
