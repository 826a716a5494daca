// docs/compiler_explorer.md: a program to paste into Compiler Explorer as it is, with the single
// header beside it as ctp.hpp (or included by its address). Flags: -std=c++20 -O2.
//! [paste]
#include "ctp.hpp"

#include <cstdio>

// Towers of Hanoi: Peelle's letters for 3 discs, computed by the compiler.
constexpr auto hanoi = ctp::hanoi_moves<3>();
static_assert(hanoi == "BACBACB");

// Nine tails: every 3 x 3 board solved at compile time; Liang's board takes 8 flips.
constexpr auto nine_tails = ctp::nine_tails_solve<3, 3>();
constexpr unsigned flips = *nine_tails.cost(ctp::nine_tails_state_of<"HHHTTTHHH">);
static_assert(flips == 8);

// Water pouring: 3, 5 and 8 oz cups, the 8 full; 4 oz in some cup takes 6 pours.
constexpr ctp::water_puzzle cups{ctp::water_state_of<"3,5,8">, ctp::water_state_of<"0,0,8">,
                                 /*tap=*/false};
constexpr unsigned pours = *ctp::water_solve(cups, ctp::water_goal::amount_anywhere(4)).cost();
static_assert(pours == 6);

// Every answer is a constant: the program only prints them.
int main() { std::printf("%s, %u flips, %u pours\n", hanoi.c_str(), flips, pours); }
//! [paste]
