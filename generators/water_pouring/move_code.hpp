// Water pouring (the rules of the 3/5/8 water cups post): a move as the one byte a generated water
// table stores in next_moves, the code its accessors' detail::after_move reads back.
#ifndef CTP_GENERATORS_WATER_POURING_MOVE_CODE_HPP_INCLUDED
#define CTP_GENERATORS_WATER_POURING_MOVE_CODE_HPP_INCLUDED

#include <cstdint>

#include "ctp/water_pouring/rules.hpp"

namespace ctp::puzzles::water_pouring {

// The byte of costs and next_moves for no answer: no way to the amount, or no next move.
inline constexpr std::uint8_t water_never = 255;

// A move as one byte: pour i -> j is i * cups + j, fill i is cups * cups + i, empty i is
// cups * cups + cups + i (the canonical order); water_never for none.
constexpr std::uint8_t water_move_code(const ctp::water_move& move, int cups) {
  switch (move.kind) {
    case ctp::water_move::pour: return static_cast<std::uint8_t>((move.from * cups) + move.to);
    case ctp::water_move::fill: return static_cast<std::uint8_t>((cups * cups) + move.from);
    case ctp::water_move::empty: return static_cast<std::uint8_t>((cups * cups) + cups + move.from);
  }
  return water_never;
}

}  // namespace ctp::puzzles::water_pouring

#endif  // CTP_GENERATORS_WATER_POURING_MOVE_CODE_HPP_INCLUDED
