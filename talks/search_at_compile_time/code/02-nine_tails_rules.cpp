// Nine tails, the rules as the library encodes them (Liang,
// "The Weighted Nine Tails Problem"), and his printed path.
#include <cstdio>

#include <ctp/nine_tails.hpp>

using ctp::nine_tails_shape_3x3;
using ctp::nine_tails_state_of;

//! [board]
// H = 0, T = 1, cell 0 (top left) the most significant bit
static_assert(nine_tails_state_of<"HHHTTTHHH"> == 56);
static_assert(nine_tails_state_of<"TTTTTTTTT"> == 511);

// A move flips a coin and its orthogonal neighbours ...
static_assert(nine_tails_shape_3x3.weight(0) == 3);  // corner
static_assert(nine_tails_shape_3x3.weight(1) == 4);  // edge
static_assert(nine_tails_shape_3x3.weight(4) == 5);  // centre

// ... and may be played only on a coin showing heads.
static_assert(nine_tails_shape_3x3.is_legal(56, 0));
static_assert(!nine_tails_shape_3x3.is_legal(56, 4));
//! [board]

//! [path]
constexpr auto table = ctp::nine_tails_solve<3, 3>();
constexpr auto path =
    table.path(nine_tails_state_of<"HHHTTTHHH">);

static_assert(path.size() == 3);
static_assert(path[1] == nine_tails_state_of<"HHHTHTTTT">);
static_assert(path[2] == nine_tails_state_of<"TTTTTTTTT">);
static_assert(table.cost(path[0]) == 8);  // 4 + 4 flips
static_assert(table.cost(path[1]) == 4);
//! [path]

int main() {
  for (const auto board : path)
    std::printf("%s\n", ctp::nine_tails_text<3, 3>(board).data());
}
