// The reference solution of exercise 16_rings_zero_cost: the moves for 10 rings in read-only
// data, one byte a move (`scripts/learn.py --solution rings_zero_cost` shows it).
#ifndef CTP_EXERCISE_RINGS_ZERO_COST_HPP_INCLUDED
#define CTP_EXERCISE_RINGS_ZERO_COST_HPP_INCLUDED

#include <array>
#include <cstddef>
#include <cstdint>

#include "ctp/chinese_rings.hpp"

namespace learner {

// The prediction: the bytes of the table as given, 682 moves of ctp::rings_move. A rings_move is
// an int (4 bytes) and two bools (1 byte each), rounded up to a multiple of the int's alignment:
// 8 bytes.
inline constexpr std::size_t predicted_bytes_as_given = 682 * 8;

// The moves that take 10 rings off, computed by the compiler into read-only data, one byte a
// move: +r for ring r up, -r for ring r down.
inline constexpr auto ten_rings = [] {
  const auto moves = ctp::rings_remove_moves<10>();
  std::array<signed char, moves.size()> packed{};
  for (std::size_t k = 0; k != moves.size(); ++k)
    packed[k] = static_cast<signed char>(moves[k].up ? moves[k].ring : -moves[k].ring);
  return packed;
}();

// Move k of ten_rings, +r or -r: one load. k must be below 682.
constexpr int ring_at(std::uint32_t k) { return ten_rings[k]; }

}  // namespace learner

#endif  // CTP_EXERCISE_RINGS_ZERO_COST_HPP_INCLUDED
