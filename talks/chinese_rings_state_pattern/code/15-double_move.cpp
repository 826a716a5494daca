// The double move at the free end: rings n - 1 and n together,
// both up or both down. It is a shortcut across two steps of the
// Gray-code path, and the fewest moves take every shortcut.
#include <ctp/chinese_rings.hpp>

#include <cstdint>

using ctp::rings_move_count;
constexpr auto both = ctp::rings_rule::double_end;

//! [count]
// Taking 5 rings off: 21 single moves, 16 with the double move.
static_assert(rings_move_count(5) == 21);
static_assert(rings_move_count(5, both) == 16);
// 2^(n-1) moves for odd n, 2^(n-1) - 1 for even n.
static_assert(rings_move_count(6, both) == 31);
static_assert(rings_move_count(7, both) == 64);
// The recursion's list is that long: the count is no guess.
static_assert(ctp::with_recursion::rings_remove_moves<7, both>()
                  .size() == 64);
//! [count]

//! [shortcut]
// A double move turns the last bits 00 into 11: on the path,
// it joins rank c to rank c + 2, where c mod 8 is 0 or 5.
constexpr bool shortcuts(int rings) {
  for (std::uint64_t s = 0; s >> rings == 0; s += 4) {
    const std::uint64_t a = ctp::gray_rank(s);
    const std::uint64_t b = ctp::gray_rank(s | 0b11);
    const std::uint64_t c = a < b ? a : b;
    if ((a < b ? b - a : a - b) != 2 ||
        (c % 8 != 0 && c % 8 != 5))
      return false;
  }
  return true;
}
static_assert(shortcuts(12));
//! [shortcut]

//! [between]
// DUU (rank 2) to UDD (rank 7): 5 steps along the path; the
// shortcut from UUU (rank 5) to UDD saves one.
constexpr auto from = ctp::rings_state_of<"DUU">;
constexpr auto to = ctp::rings_state_of<"UDD">;
static_assert(ctp::rings_distance(3, from, to) == 5);
static_assert(ctp::rings_distance(3, from, to, both) == 4);
// Its last move: rings 2 and 3 down together.
static_assert(ctp::rings_path_move_at(3, from, to, 3, both) ==
              ctp::rings_move{2, false, true});
//! [between]

int main() {}
