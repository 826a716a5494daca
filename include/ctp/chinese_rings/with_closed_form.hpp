// The Chinese rings, the closed form: every solution read off the binary-reflected Gray code
// (seed 000's recursion unrolled; OEIS A000975), as whole move lists built by the compiler.
#ifndef CTP_CHINESE_RINGS_GRAY_CODE_HPP_INCLUDED
#define CTP_CHINESE_RINGS_GRAY_CODE_HPP_INCLUDED

#include <array>
#include <cstdint>

#include "ctp/chinese_rings/rules.hpp"

namespace ctp {

// The most rings whose complete move list is built at compile time: taking 20 rings off is
// 699,050 moves, within a clang array's 2^20 elements. Beyond, use rings_remove_move_at.
inline constexpr int rings_max_listed = 20;

namespace detail {
// True iff a complete move list for Rings rings may be built; otherwise one static_assert names
// the problem. Solvers test it with `if constexpr` so that no second error follows the first.
template <int Rings>
consteval bool check_listed_rings() {
  static_assert(rings_valid_count(Rings), "ctp: chinese rings needs 1 to 63 rings");
  static_assert(!rings_valid_count(Rings) || Rings <= rings_max_listed,
                "ctp: a compile-time chinese rings move list needs 1 to 20 rings; "
                "use rings_remove_move_at(rings, k) for more");
  return rings_valid_count(Rings) && Rings <= rings_max_listed;
}

// Writes the walk from rank `from` to rank `to` on the Gray-code path to out[0, |from - to|):
// 1. the step between ranks r - 1 and r flips bit b = ctz(r), that is ring n - b;
// 2. bit b of gray(r) is set iff bit b + 1 of r is clear, so going up the ranks (towards gray(r))
//    the ring goes up iff bit b + 1 of r is clear, and going down iff it is set.
// Written for the compilers' budgets: one statement per move (clang counts statements), chunks
// of 4096 (GCC stops any loop after 2^18 iterations), and __builtin_ctzll, a single step.
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
// the Gray-code walk that the compile-time lists are made of, for a run-time buffer.
constexpr void rings_write_path(rings_move* out, int rings, rings_state from, rings_state to) {
  detail::require_rings_state(rings, from);
  detail::require_rings_state(rings, to);
  detail::write_gray_walk(out, rings, gray_rank(from), gray_rank(to));
}

// Every move that takes all Rings rings off, in order: for 3 rings
// ring 3 down, ring 1 down, ring 3 up, ring 2 down, ring 3 down. The fastest technique: it reaches
// 20 rings under default limits with both compilers (g++-12 11 s, clang++-19 10 s).
template <int Rings>
constexpr auto rings_remove_moves() {
  if constexpr (detail::check_listed_rings<Rings>()) {
    std::array<rings_move, rings_remove_count(Rings)> moves{};
    detail::write_gray_walk(moves.data(), Rings, gray_rank(rings_all_up(Rings)), 0);
    return moves;
  } else {
    return std::array<rings_move, 0>{};
  }
}

// Every move that puts all Rings rings on, from all down: the removal, reversed and mirrored.
template <int Rings>
constexpr auto rings_put_on_moves() {
  if constexpr (detail::check_listed_rings<Rings>()) {
    std::array<rings_move, rings_remove_count(Rings)> moves{};
    detail::write_gray_walk(moves.data(), Rings, 0, gray_rank(rings_all_up(Rings)));
    return moves;
  } else {
    return std::array<rings_move, 0>{};
  }
}

// The states along a removal: element k is the state after k moves (element 0 all up).
template <int Rings>
constexpr auto rings_remove_states() {
  if constexpr (detail::check_listed_rings<Rings>()) {
    constexpr std::uint64_t top = gray_rank(rings_all_up(Rings));
    std::array<rings_state, top + 1> states{};
    for (std::uint64_t k = 0; k != states.size(); ++k) states[k] = gray(top - k);
    return states;
  } else {
    return std::array<rings_state, 0>{};
  }
}

}  // namespace ctp

#endif  // CTP_CHINESE_RINGS_GRAY_CODE_HPP_INCLUDED
