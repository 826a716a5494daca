// Taking three rings off: five moves, and which they are.
#include <ctp/chinese_rings.hpp>

#include <array>

//! [moves]
using ctp::rings_move;
constexpr bool down = false, up = true;

// Ring 3 down, ring 1 down, ring 3 up, ring 2 down, ring 3 down:
// ring 1 comes off at the second move, ring 3 goes back up.
constexpr std::array<rings_move, 5> by_hand{
    {{3, down}, {1, down}, {3, up}, {2, down}, {3, down}}};
static_assert(ctp::rings_remove_moves<3>() == by_hand);
//! [moves]

int main() {}
