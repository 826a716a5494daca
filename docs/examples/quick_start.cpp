// The README's example: the compiler solves the puzzle, the program only prints the answer.
//! [quick-start]
#include <ctp.hpp>

#include <cstdio>

// Peelle's moves for 3 discs: A = START-PARK, B = START-GOAL, C = PARK-GOAL.
constexpr auto moves = ctp::hanoi_moves<3>();
static_assert(moves == "BACBACB");

// The moves as text, a std::string_view in constant expressions too: 31 letters for 5 discs.
constexpr auto text = ctp::hanoi_moves_text<5>();
static_assert(text.view() == "BACBACBACBACBACBACBACBACBACBACB");

// Any three names will do, and every move is proven legal on real pegs.
constexpr auto words = ctp::hanoi_moves<3, "hop", "skip", "jump">();
static_assert(words[0] == "skip" && words[1] == "hop");
static_assert(ctp::hanoi_replay(ctp::hanoi_moves<12>(), 12).solved);  // 4095 moves

int main() { std::puts(moves.c_str()); }
//! [quick-start]
