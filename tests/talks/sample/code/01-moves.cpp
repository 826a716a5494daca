// The sample deck's program: Peelle's moves for three discs, proven by the compiler and printed.
#include <ctp/hanoi.hpp>

#include <cstdio>

//! [moves]
// A = START-PARK, B = START-GOAL, C = PARK-GOAL.
constexpr auto moves = ctp::hanoi_moves<3>();
static_assert(moves == "BACBACB");
static_assert(ctp::hanoi_move_count(3) == 7);
//! [moves]

int main() { std::puts(moves.c_str()); }
