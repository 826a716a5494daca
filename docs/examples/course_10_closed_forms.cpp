// docs/course/10_closed_forms.md: closed forms: move k of the towers of Hanoi from Peelle's
// period of three, and the Chinese rings from the binary-reflected Gray code, each proven equal
// to the recursion.
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstdio>

#include "ctp/chinese_rings.hpp"
#include "ctp/hanoi.hpp"
#include "course_peelle.hpp"  // hanoi(out, first, second, third, discs), from lesson 1

//! [move-at]
// Move k (counted from 0) of the solution for `discs` discs: the letters repeat ABC for an even
// number of discs and BAC for an odd number.
constexpr char move_at(int discs, std::uint64_t k) {
  const std::size_t place = k % 3;
  return discs % 2 == 0 ? "ABC"[place] : "BAC"[place];
}

static_assert(move_at(3, 0) == 'B' && move_at(3, 6) == 'B');
// The middle move of 2^63 - 1 moves: the largest disc, START to GOAL.
static_assert(move_at(63, (std::uint64_t{1} << 62) - 1) == 'B');
//! [move-at]

//! [proof]
// True when `formula` gives every letter of lesson 1's recursion, for 1 to `most` discs.
constexpr bool same_as_recursion(char (*formula)(int, std::uint64_t), int most) {
  for (int discs = 1; discs <= most; ++discs) {
    std::array<char, (1 << 12) - 1> letters{};
    hanoi(letters.data(), 'A', 'B', 'C', discs);
    for (std::uint64_t k = 0; k != (std::uint64_t{1} << discs) - 1; ++k)
      if (formula(discs, k) != letters[k]) return false;
  }
  return true;
}

static_assert(same_as_recursion(move_at, 12));
//! [proof]

//! [gray]
// The binary-reflected Gray code of rank r: consecutive ranks differ in exactly one bit.
constexpr std::uint64_t gray(std::uint64_t rank) { return rank ^ (rank >> 1); }

// The rank of a code: the inverse of gray.
constexpr std::uint64_t rank_of(std::uint64_t code) {
  std::uint64_t rank = 0;
  for (; code != 0; code >>= 1) rank ^= code;
  return rank;
}

static_assert(gray(5) == 0b111 && rank_of(0b111) == 5);
//! [gray]

//! [rings]
// The rings' state after k of the moves that take `rings` rings off: bit (rings - i) is set when
// ring i is up. All up is the code of some rank; each move goes one rank down.
constexpr std::uint64_t state_after(int rings, std::uint64_t k) {
  const std::uint64_t all_up = (std::uint64_t{1} << rings) - 1;
  return gray(rank_of(all_up) - k);
}

// The ring that move k (counted from 0) moves: the one bit in which the two states differ.
constexpr int ring_at(int rings, std::uint64_t k) {
  const std::uint64_t changed = state_after(rings, k) ^ state_after(rings, k + 1);
  return rings - std::countr_zero(changed);
}

static_assert(rank_of((std::uint64_t{1} << 5) - 1) == 21);  // 21 moves for five rings
static_assert(ring_at(3, 0) == 3 && ring_at(3, 1) == 1 && ring_at(3, 3) == 2);
static_assert(ring_at(63, 1'000'000'000'000) ==
              ctp::rings_remove_move_at(63, 1'000'000'000'000).ring);
//! [rings]

int main() {
  for (std::uint64_t k = 0; k != 7; ++k) std::printf("%c", move_at(3, k));
  std::printf(", ring %d\n", ring_at(3, 1));
}
