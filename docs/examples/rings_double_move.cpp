// docs/chinese_rings.md: the double move at the free end, between any two states, proven by the
// compiler.
#include <ctp/chinese_rings.hpp>

#include <array>
#include <cstdio>

//! [double-move]
// Taking 5 rings off: 21 single moves, 16 when rings 4 and 5 may move together.
constexpr auto all_up = ctp::rings_all_up(5);
static_assert(ctp::rings_distance(5, all_up, ctp::rings_all_down) == 21);
static_assert(ctp::rings_distance(5, all_up, ctp::rings_all_down, ctp::rings_rule::double_end) ==
              ctp::rings_move_count(5, ctp::rings_rule::double_end));

// Between any two states: DUU (rank 2) to UDD (rank 7) is 5 single moves along the path; the
// double move joins ranks 5 (UUU) and 7 (UDD), so 4 moves, the last rings 2+3 down.
constexpr auto from = ctp::rings_state_of<"DUU">;
constexpr auto to = ctp::rings_state_of<"UDD">;
constexpr auto rule = ctp::rings_rule::double_end;
static_assert(ctp::rings_distance(3, from, to, rule) == 4);
static_assert(ctp::rings_path_move_at(3, from, to, 3, rule) == ctp::rings_move{2, false, true});
static_assert(ctp::rings_path_state_after(3, from, to, 3, rule) == ctp::rings_state_of<"UUU">);
//! [double-move]

// The way from DUU to UDD, written out by the compiler.
constexpr auto moves = [] {
  std::array<ctp::rings_move, ctp::rings_distance(3, from, to, rule)> way{};
  ctp::rings_write_path(way.data(), 3, from, to, rule);
  return way;
}();

int main() {
  for (const ctp::rings_move& move : moves)
    std::printf("%s %d%s %s\n", move.both ? "rings" : "ring", move.ring, move.both ? "+3" : "",
                move.up ? "up" : "down");
}
