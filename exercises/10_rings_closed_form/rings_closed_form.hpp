// Exercise 10_rings_closed_form: move k of the Chinese rings from the Gray code, no recursion
// (README.md says what to do; `make learn` grades this file).
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

// Move k (counted from 0) of taking `rings` rings off, from all up: which ring, and whether it
// goes up. Your turn: a state of n rings is a number whose bit n - i is set when ring i is up;
// all up is the Gray code of some rank, and each move goes one rank down. As given, every move
// is ring 1 down.
constexpr ctp::rings_move remove_move_at(int rings, std::uint64_t k) {
  (void)rings, (void)k;
  return {1, false};
}

// Move k of putting `rings` rings on, from all down (rank 0): the same walk, one rank up a move.
// Your turn: as given, every move is ring 1 down.
constexpr ctp::rings_move put_on_move_at(int rings, std::uint64_t k) {
  (void)rings, (void)k;
  return {1, false};
}

// How many times ring `ring` moves while `rings` rings are taken off (all of moves 0 to
// ctp::rings_move_count(rings) - 1 that remove_move_at says move it), in O(1): no loop over the
// moves. Your turn: as given, 0.
constexpr std::uint64_t moves_of(int rings, int ring) {
  (void)rings, (void)ring;
  return 0;
}

// The move (counted from 0) at which ring `ring` first moves while `rings` rings are taken off,
// in O(1). Your turn: as given, 0.
constexpr std::uint64_t first_move_of(int rings, int ring) {
  (void)rings, (void)ring;
  return 0;
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
