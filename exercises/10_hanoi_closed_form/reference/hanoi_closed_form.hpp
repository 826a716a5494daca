// The reference solution of exercise 10_hanoi_closed_form: where each disc is after k moves, by a
// formula (`scripts/learn.py --solution hanoi_closed_form` shows it).
#ifndef CTP_EXERCISE_HANOI_CLOSED_FORM_HPP_INCLUDED
#define CTP_EXERCISE_HANOI_CLOSED_FORM_HPP_INCLUDED

#include <cstdint>

namespace learner {

// The peg (0 START, 1 PARK, 2 GOAL) that disc `disc` (1 the smallest) is on after the first k
// moves of the solution for `discs` discs, from discs, disc and k alone. Disc d moves first at
// move 2^(d-1) - 1, then every 2^d moves: after k moves it has moved (k + 2^(d-1)) / 2^d times.
// It always goes around the pegs the same way: START, GOAL, PARK when discs - d is even (as the
// largest disc, which goes straight to GOAL), START, PARK, GOAL when it is odd.
constexpr int peg_of(int discs, int disc, std::uint64_t k) {
  const std::uint64_t moved = (k + (std::uint64_t{1} << (disc - 1))) >> disc;
  const char* round = (discs - disc) % 2 == 0 ? "021" : "012";
  return round[moved % 3] - '0';
}

}  // namespace learner

#endif  // CTP_EXERCISE_HANOI_CLOSED_FORM_HPP_INCLUDED
