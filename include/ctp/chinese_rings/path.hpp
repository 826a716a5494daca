// The Chinese rings: the shortest way between two states written out move by move, the walk along
// the binary-reflected Gray code that orders every state on one path (OEIS A000975 for its
// length from all up to all down).
#ifndef CTP_CHINESE_RINGS_PATH_HPP_INCLUDED
#define CTP_CHINESE_RINGS_PATH_HPP_INCLUDED

#include <cstdint>

#include "ctp/chinese_rings/rules.hpp"

namespace ctp {

namespace detail {
// Writes the walk from rank `from` to rank `to` on the Gray-code path to out[0, |from - to|):
// 1. the step between ranks r - 1 and r flips bit b = countr_zero(r), that is ring n - b;
// 2. bit b of gray(r) is set iff bit b + 1 of r is clear, so going up the ranks (towards gray(r))
//    the ring goes up iff bit b + 1 of r is clear, and going down iff it is set.
// Written for the compilers' budgets, so that a long walk fits them at compile time: one
// statement per move (clang counts statements), chunks of 4096 (GCC stops any loop after 2^18
// iterations), and __builtin_ctzll, not std::countr_zero: libstdc++'s std::countr_zero is a
// call of a few statements, which clang++-19 counts as steps, and with it the 699,050 moves of
// 20 rings exceed clang's default budget of 2^20 steps; the builtin costs none. (The closed
// form's whole lists are built as structs instead: with_closed_form.hpp.)
constexpr void write_gray_walk(rings_move* out, int rings, std::uint64_t from, std::uint64_t to) {
  constexpr std::uint64_t chunk = 4096;
  const std::uint64_t count = from > to ? from - to : to - from;
  for (std::uint64_t first = 0; first < count; first += chunk) {
    const std::uint64_t last = count - first < chunk ? count : first + chunk;
    if (from > to) {
      for (std::uint64_t k = first; k != last; ++k)
        out[k] = {rings - __builtin_ctzll(from - k),
                  (((from - k) >> (__builtin_ctzll(from - k) + 1)) & 1u) != 0};
    } else {
      for (std::uint64_t k = first; k != last; ++k)
        out[k] = {rings - __builtin_ctzll(from + k + 1),
                  (((from + k + 1) >> (__builtin_ctzll(from + k + 1) + 1)) & 1u) == 0};
    }
  }
}
}  // namespace detail

// Writes the shortest way from `from` to `to` (states of n rings) to out[0, rings_distance(...)):
// the Gray-code walk that the closed form's compile-time lists are made of, for any buffer, at
// compile time or at run time (ctp-gen writes its tables with it).
template <class Rings>
constexpr void rings_write_path(rings_move* out, Rings rings, rings_state from, rings_state to) {
  const int n = detail::require_rings_state(rings, from);
  detail::require_rings_state(n, to);
  detail::write_gray_walk(out, n, gray_rank(from), gray_rank(to));
}

}  // namespace ctp

#endif  // CTP_CHINESE_RINGS_PATH_HPP_INCLUDED
