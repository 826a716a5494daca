// The reference solution of exercise 10_rings_closed_form: the Gray-code walk, and
// each ring's moves, counted from its bit
// (`scripts/learn.py --solution rings_closed_form` shows it).
#ifndef CTP_EXERCISE_RINGS_CLOSED_FORM_HPP_INCLUDED
#define CTP_EXERCISE_RINGS_CLOSED_FORM_HPP_INCLUDED

#include <array>
#include <bit>
#include <cstdint>

#include "ctp/chinese_rings/rules.hpp"

namespace learner {

// The binary-reflected Gray code of rank r: consecutive ranks differ in exactly one bit.
constexpr std::uint64_t gray(std::uint64_t rank) { return rank ^ (rank >> 1); }

// The rank of a code: the inverse of gray.
constexpr std::uint64_t rank_of(std::uint64_t code) {
  std::uint64_t rank = 0;
  for (; code != 0; code >>= 1) rank ^= code;
  return rank;
}

// The move between two consecutive states of the walk: the ring is the one bit that changes
// (bit n - i is ring i), and it goes up when that bit is set after the move.
constexpr ctp::rings_move move_between(int rings, std::uint64_t before, std::uint64_t after) {
  const std::uint64_t changed = before ^ after;
  return {rings - std::countr_zero(changed), (after & changed) != 0};
}

// Move k (counted from 0) of taking `rings` rings off, from all up: all up is the code of rank
// rank_of(all up), and each move goes one rank down.
constexpr ctp::rings_move remove_move_at(int rings, std::uint64_t k) {
  const std::uint64_t top = rank_of(ctp::rings_all_up(rings));
  return move_between(rings, gray(top - k), gray(top - k - 1));
}

// Move k of putting `rings` rings on, from all down (rank 0): one rank up a move.
constexpr ctp::rings_move put_on_move_at(int rings, std::uint64_t k) {
  return move_between(rings, gray(k), gray(k + 1));
}

// Taking the rings off walks the ranks down from top = rank_of(all up) to 0, and the step from
// rank m to m - 1 flips bit std::countr_zero(m): ring i (bit b = n - i) moves at exactly the
// ranks m, 1 <= m <= top, that are an odd multiple of 2^b.

// How many times ring `ring` moves while `rings` rings are taken off: the odd multiples of 2^b
// up to top, as many as the multiples of 2^(b + 1) up to top + 2^b.
constexpr std::uint64_t moves_of(int rings, int ring) {
  const int b = rings - ring;
  const std::uint64_t top = rank_of(ctp::rings_all_up(rings));
  return (top + (std::uint64_t{1} << b)) >> (b + 1);
}

// The move (counted from 0) at which ring `ring` first moves while `rings` rings are taken off:
// move k leaves rank top - k, so k = top - m for the largest odd multiple m of 2^b up to top
// (top >= 2^(n - 1) >= 2^b, so there is one: every ring moves).
constexpr std::uint64_t first_move_of(int rings, int ring) {
  const int b = rings - ring;
  const std::uint64_t top = rank_of(ctp::rings_all_up(rings));
  const std::uint64_t low = std::uint64_t{1} << b;
  const std::uint64_t m = ((top - low) >> (b + 1) << (b + 1)) + low;
  return top - m;
}

// The moves that take Rings rings off the bar: remove_move_at for every k.
template <int Rings>
constexpr auto rings_remove_moves() {
  std::array<ctp::rings_move, ctp::rings_move_count(Rings)> moves{};
  for (std::uint64_t k = 0; k != moves.size(); ++k) moves[k] = remove_move_at(Rings, k);
  return moves;
}

// The moves that put Rings rings on the bar: put_on_move_at for every k.
template <int Rings>
constexpr auto rings_put_on_moves() {
  std::array<ctp::rings_move, ctp::rings_move_count(Rings)> moves{};
  for (std::uint64_t k = 0; k != moves.size(); ++k) moves[k] = put_on_move_at(Rings, k);
  return moves;
}

}  // namespace learner

#endif  // CTP_EXERCISE_RINGS_CLOSED_FORM_HPP_INCLUDED
