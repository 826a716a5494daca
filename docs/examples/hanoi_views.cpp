// docs/hanoi.md: the other views of one solution, and the O(1) formulas, proven by the compiler.
#include <ctp/hanoi.hpp>

#include <algorithm>
#include <array>
#include <iostream>

//! [views]
using ctp::hanoi_step;
using enum ctp::hanoi_peg;  // start, park, goal

// The peg view: Peelle's APL listing, 'ABC' HANOI 3.
static_assert(ctp::hanoi_steps<3>() == std::array<hanoi_step, 7>{{{1, start, goal},
                                                                  {2, start, park},
                                                                  {1, goal, park},
                                                                  {3, start, goal},
                                                                  {1, park, start},
                                                                  {2, park, goal},
                                                                  {1, start, goal}}});

// The disc view: the ruler sequence, Peelle's `H 4`.
static_assert(ctp::hanoi_discs<4>() == std::array{1, 2, 1, 3, 1, 2, 1, 4, 1, 2, 1, 3, 1, 2, 1});

// Any move of any size in O(1): repeat ABC for even N, BAC for odd N.
static_assert(ctp::hanoi_move_count(63) == 9'223'372'036'854'775'807u);
static_assert(ctp::hanoi_move_at(63, 4'000'000'000'000'000'000u) == 'A');
static_assert(ctp::hanoi_step_at(63, 0) == hanoi_step{1, start, goal});

// The simulator replays the moves on real pegs: all legal, all discs on GOAL.
static_assert(ctp::hanoi_replay(ctp::hanoi_moves<12>(), 12) ==
              ctp::hanoi_replay_result{true, 0, true});
// And Peelle's symmetry: the moves plus their reverse are constant.
static_assert(ctp::hanoi_is_symmetric(ctp::hanoi_moves<12>()));
//! [views]

//! [packed]
// Peelle's 7 letters for 3 discs, one byte each, in one 64-bit word.
constexpr auto three = ctp::hanoi_moves<3>();
static_assert(three.size() == 7 && sizeof(three) == 8);
static_assert(three[1] == 'A' && three == "BACBACB");

// The same letters as every other technique's fixed_string; a range for the std::ranges
// algorithms; at run time, the bytes of the words are the letters (view(), c_str()).
static_assert(three == ctp::with_recursion::hanoi_moves<3>());
static_assert(std::ranges::count(ctp::hanoi_moves<10>(), 'B') == 341);
void print_letters() { std::cout << three.view() << '\n'; }

// When the letters must be a string at compile time, the same letters as a fixed_string.
constexpr auto three_text = ctp::hanoi_moves_text<3>();
static_assert(three_text.view() == "BACBACB" && three_text == three);
//! [packed]

int main() {
  print_letters();
  for (const hanoi_step& step : ctp::hanoi_steps<3>()) {
    std::cout << "disc " << step.disc << ": " << ctp::hanoi_peg_name(step.from) << " -> "
              << ctp::hanoi_peg_name(step.to) << '\n';
  }
}
