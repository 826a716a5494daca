// Taking three rings off: five moves, and which they are.
#include <ctp/chinese_rings.hpp>

#include <array>

//! [moves]
using ctp::rings_move;

// {ring, up}: ring 3 down, ring 1 down, ring 3 up, ring 2 down,
// ring 3 down. Ring 1 comes off at the second move.
static_assert(ctp::rings_remove_moves<3>() ==
              std::array<rings_move, 5>{{{3, false},
                                         {1, false},
                                         {3, true},
                                         {2, false},
                                         {3, false}}});
//! [moves]

int main() {}
