// ctp::detail::fixed_string_of: the exit from the type level to the value level, a pack of chars
// (one template argument a move) made into one fixed_string; shared by the type-level Hanoi
// techniques (class templates, MP11, Hana).
#ifndef CTP_DETAIL_FIXED_STRING_OF_HPP_INCLUDED
#define CTP_DETAIL_FIXED_STRING_OF_HPP_INCLUDED

#include <bit>

#include "ctp/fixed_string.hpp"

namespace ctp::detail {

// The fixed_string holding Letters, in order.
// 1. Expand the pack into a plain array whose length the compiler counts itself: clang 16 to 19
//    get sizeof...(Letters) wrong from 65,536 letters up (it wraps modulo 2^16: llvm/llvm-project
//    issue 119600), so neither sizeof...() nor std::array<char, sizeof...(Letters)> may be used.
// 2. One std::bit_cast copies the whole array in one step: a loop (fixed_string's own
//    constructor) would stop at GCC's limit of 2^18 iterations per loop, that is at 18 discs.
template <char... Letters>
constexpr auto fixed_string_of() noexcept {
  const char letters[] = {Letters..., '\0'};
  return std::bit_cast<fixed_string<sizeof letters - 1>>(letters);
}

}  // namespace ctp::detail

#endif  // CTP_DETAIL_FIXED_STRING_OF_HPP_INCLUDED
