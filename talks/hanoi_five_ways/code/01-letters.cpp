// Peelle's letters: a move names two pegs, and only one direction
// between them is ever legal, so a string of letters is a
// complete solution. The simulator proves it on real pegs.
#include <ctp/hanoi.hpp>

//! [replay]
// A = START-PARK, B = START-GOAL, C = PARK-GOAL
constexpr auto three = ctp::hanoi_replay("BACBACB", 3);
static_assert(three.legal && three.solved);

// 2^n - 1 moves, for n up to 63
static_assert(ctp::hanoi_move_count(3) == 7);
static_assert(ctp::hanoi_move_count(20) == 1'048'575);
//! [replay]

// A wrong letter is caught at the move that breaks the rules.
static_assert(!ctp::hanoi_replay("BACBACA", 3).solved);

int main() {}
