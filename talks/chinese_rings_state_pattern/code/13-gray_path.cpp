// The Gray code behind the rings: every state of n rings lies on
// one path, the binary-reflected Gray code in the order of its
// ranks, and each step of it flips the bit ctz(r) of its larger
// rank r.
#include <ctp/chinese_rings.hpp>

#include <array>
#include <bit>
#include <cstdint>

//! [path]
// Taking 3 rings off walks the Gray codes of ranks 5 down to 0.
static_assert(ctp::rings_remove_states<3>() ==
              std::array<ctp::rings_state, 6>{
                  0b111, 0b110, 0b010, 0b011, 0b001, 0b000});
static_assert(ctp::gray(5) == 0b111);       // r ^ (r >> 1)
static_assert(ctp::gray_rank(0b111) == 5);  // and back
//! [path]

//! [steps]
// For every rank r > 0 of n rings: gray(r - 1) and gray(r)
// differ in one bit, bit ctz(r), and that flip is a legal move.
constexpr bool one_path(int rings) {
  for (std::uint64_t r = 1; r >> rings == 0; ++r) {
    const std::uint64_t flipped = ctp::gray(r - 1) ^ ctp::gray(r);
    const int bit = std::countr_zero(r);
    if (flipped != std::uint64_t{1} << bit ||
        !ctp::rings_can_move(rings, ctp::gray(r - 1),
                             rings - bit))
      return false;
  }
  return true;
}
static_assert(one_path(12));
//! [steps]

// And there is no other move: in any state at most two rings may
// move (the last ring, and the one ring whose followers read up,
// then all down), so the path's edges are all the moves.
constexpr bool at_most_two_moves(int rings) {
  for (ctp::rings_state state = 0; state >> rings == 0; ++state) {
    int movable = 0;
    for (int ring = 1; ring <= rings; ++ring)
      movable += ctp::rings_can_move(rings, state, ring);
    if (movable > 2 || (state == 0 && movable != 1)) return false;
  }
  return true;
}
static_assert(at_most_two_moves(10));

int main() {}
