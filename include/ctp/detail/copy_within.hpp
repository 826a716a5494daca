// ctp::detail::copy_within: copies a block of characters inside one buffer, cheaply in constant
// evaluation too, for hanoi_write_moves, which writes Hanoi's letters into any buffer (the
// compile-time move lists are built as whole structs instead: ctp/detail/blocks.hpp).
#ifndef CTP_DETAIL_COPY_WITHIN_HPP_INCLUDED
#define CTP_DETAIL_COPY_WITHIN_HPP_INCLUDED

#include <cstddef>

namespace ctp::detail {

// Copies chars[from, from + count) to chars[to, to + count); the ranges must not overlap.
// Chars is anything indexable by position: a C array (the fast case in constant evaluation),
// std::string, std::vector<char>.
template <class Chars>
constexpr void copy_within(Chars& chars, std::size_t from, std::size_t to, std::size_t count) {
  if (count == 0) return;
#if defined(__clang__)
  // Clang evaluates __builtin_memcpy in constant expressions as a single step, whatever the
  // length; a loop would cost a step per character against a budget of 2^20 steps.
  __builtin_memcpy(&chars[to], &chars[from], count);
#else
  // GCC 12 cannot evaluate memcpy in constant expressions, and it stops any single loop after
  // 2^18 iterations: copy in chunks of 4096. Index the array itself: in GCC's evaluator a
  // pointer walk costs more operations a character than indexing (docs/cookbook.md).
  constexpr std::size_t chunk = 4096;
  for (std::size_t first = 0; first < count; first += chunk) {
    const std::size_t last = count - first < chunk ? count : first + chunk;
    for (std::size_t i = first; i != last; ++i) chars[to + i] = chars[from + i];
  }
#endif
}

}  // namespace ctp::detail

#endif  // CTP_DETAIL_COPY_WITHIN_HPP_INCLUDED
