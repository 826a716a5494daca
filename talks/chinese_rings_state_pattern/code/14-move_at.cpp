// Move k of taking n rings off, read off the rank alone, for any
// n up to 63; and the whole list written from that formula is the
// list the objects record.
#include <ctp/chinese_rings.hpp>

#include <array>
#include <cstddef>
#include <cstdint>

using ctp::rings_move;

//! [move-at]
// Taking 63 rings off: the rank of the all-up state (A000975).
constexpr std::uint64_t count = ctp::rings_move_count(63);
static_assert(count == 6'148'914'691'236'517'205u);

// The first and the last move: the free ring, ring 63, down.
static_assert(ctp::rings_remove_move_at(63, 0) ==
              rings_move{63, false});
static_assert(ctp::rings_remove_move_at(63, count - 1) ==
              rings_move{63, false});
// Ring 1 comes off once, at rank 2^62: bit 62 flips there.
constexpr std::uint64_t ring_1 = count - (std::uint64_t{1} << 62);
static_assert(ctp::rings_remove_move_at(63, ring_1) ==
              rings_move{1, false});
//! [move-at]

//! [same-list]
// The whole list, one call of the formula a move...
template <int Rings>
constexpr auto by_formula() {
  std::array<rings_move, ctp::rings_move_count(Rings)> out{};
  for (std::size_t k = 0; k != out.size(); ++k)
    out[k] = ctp::rings_remove_move_at(Rings, k);
  return out;
}
// ...is the list the objects record, move for move.
static_assert(by_formula<12>() ==
              ctp::with_objects::rings_remove_moves<12>());
//! [same-list]

int main() {}
