// Exercise 13_hanoi_predict_reach: how many discs lesson 1's recursion builds under each
// compiler's default limits (README.md says what to do; `make learn` grades this file).
#ifndef CTP_EXERCISE_HANOI_PREDICT_REACH_HPP_INCLUDED
#define CTP_EXERCISE_HANOI_PREDICT_REACH_HPP_INCLUDED

namespace learner {

// Your turn: the largest number of discs for which ctp::with_recursion::hanoi_moves<Discs>()
// compiles under each compiler's default limits. Work it out from what one move costs.
inline constexpr int recursion_reach_gcc = 0;
inline constexpr int recursion_reach_clang = 0;

}  // namespace learner

#endif  // CTP_EXERCISE_HANOI_PREDICT_REACH_HPP_INCLUDED
