// The other views of the same solution, from the appendix of
// Peelle's paper: which disc moves (the ruler sequence), and from
// which peg to which; and any single move of up to 63 discs.
#include <array>

#include <ctp/hanoi.hpp>

using ctp::hanoi_step;
constexpr auto start = ctp::hanoi_peg::start;
constexpr auto park = ctp::hanoi_peg::park;
constexpr auto goal = ctp::hanoi_peg::goal;

//! [discs]
// The disc view: which disc each move moves (Peelle's H 4)
static_assert(ctp::hanoi_discs<4>() ==
              std::array{1, 2, 1, 3, 1, 2, 1, 4,  //
                         1, 2, 1, 3, 1, 2, 1});

// The smallest disc moves every other move; the largest once
static_assert(ctp::hanoi_disc_at(0) == 1);
static_assert(ctp::hanoi_disc_at(1'000'000) == 1);
static_assert(ctp::hanoi_disc_at(524'287) == 20);
//! [discs]

//! [pegs]
// The peg view: (disc, from, to), Peelle's APL listing
constexpr std::array<hanoi_step, 7> three{{{1, start, goal},
                                           {2, start, park},
                                           {1, goal, park},
                                           {3, start, goal},
                                           {1, park, start},
                                           {2, park, goal},
                                           {1, start, goal}}};
static_assert(ctp::hanoi_steps<3>() == three);
//! [pegs]

//! [beyond]
// Past 20 discs no list, but any move of up to 63 in O(1)
static_assert(ctp::hanoi_move_count(63) ==
              9'223'372'036'854'775'807u);
static_assert(ctp::hanoi_move_at(63, 1'000'000'000'000) == 'A');
static_assert(ctp::hanoi_step_at(63, 0) ==
              hanoi_step{1, start, goal});
static_assert(ctp::hanoi_step_at(62, 0) ==
              hanoi_step{1, start, park});
//! [beyond]

//! [symmetry]
// Replayed on real pegs: every move legal, every disc on GOAL
constexpr auto twelve = ctp::hanoi_moves<12>();
static_assert(ctp::hanoi_replay(twelve, 12) ==
              ctp::hanoi_replay_result{true, 0, true});

// Peelle's symmetry: with A, B, C = 0, 1, 2, move k and
// move 2^n - 2 - k always sum to 2
static_assert(ctp::hanoi_is_symmetric(twelve));
//! [symmetry]

int main() {}
