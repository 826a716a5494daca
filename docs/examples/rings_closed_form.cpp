// docs/chinese_rings.md: the closed form, the Gray code behind the rings, proven by the compiler.
#include <ctp/chinese_rings.hpp>

#include <algorithm>
#include <array>
#include <cstdio>

//! [closed-form]
// Taking 3 rings off walks the reflected Gray code from rank 5 (UUU) down to rank 0 (DDD).
static_assert(ctp::rings_remove_states<3>() ==
              std::array<ctp::rings_state, 6>{0b111, 0b110, 0b010, 0b011, 0b001, 0b000});
static_assert(ctp::gray(5) == 0b111 && ctp::gray_rank(0b111) == 5);

// So the number of moves is the rank of the all-up state: A000975, for any n up to 63.
static_assert(ctp::rings_move_count(5) == 21);
static_assert(ctp::rings_move_count(63) == 6'148'914'691'236'517'205u);

// Every state lies on that one path, so the shortest way between two is their rank distance,
// and move k of it is known in O(1).
constexpr auto from = ctp::rings_state_of<"UUDUD">;
constexpr auto to = ctp::rings_state_of<"DDDDD">;
static_assert(ctp::rings_distance(5, from, to) == 19);
static_assert(ctp::rings_path_move_at(5, from, to, 0) == ctp::rings_move{5, true});
//! [closed-form]

//! [packed]
// Taking 3 rings off: five moves, one byte each, in one 64-bit word.
constexpr auto off = ctp::rings_remove_moves<3>();
static_assert(off.size() == 5 && sizeof(off) == 8);
static_assert(off[1] == ctp::rings_move{1, false} && off.back() == ctp::rings_move{3, false});

// Putting them on reads the same bytes the other way, every move mirrored.
constexpr auto on = ctp::rings_put_on_moves<3>();
static_assert(on[3] == ctp::rings_move{1, true});

// The same moves as every other technique's std::array; a range for the std::ranges algorithms.
static_assert(off == ctp::with_recursion::rings_remove_moves<3>());
static_assert(std::ranges::count_if(ctp::rings_put_on_moves<10>(),
                                    [](ctp::rings_move move) { return move.ring == 1; }) == 1);
//! [packed]

int main() {
  // The path of 3 rings, rank by rank.
  for (std::uint64_t rank = 0; rank != 8; ++rank)
    std::printf("%llu %s\n", static_cast<unsigned long long>(rank),
                ctp::rings_text<3>(ctp::gray(rank)).c_str());
  // The moves that put them on, one by one.
  for (const ctp::rings_move move : on)
    std::printf("ring %d %s\n", move.ring, move.up ? "up" : "down");
}
