// Exercise 13_rings_predict_reach: how many rings the Chinese rings recursion takes off under each
// compiler's default limits (README.md says what to do; `make learn` grades this file).
#ifndef CTP_EXERCISE_RINGS_PREDICT_REACH_HPP_INCLUDED
#define CTP_EXERCISE_RINGS_PREDICT_REACH_HPP_INCLUDED

namespace learner {

// Your turn: the largest number of rings for which
// ctp::with_recursion::rings_remove_moves<Rings>() compiles under each compiler's default limits.
// Work it out from what one move costs and how many moves the rings take.
inline constexpr int rings_recursion_reach_gcc = 0;
inline constexpr int rings_recursion_reach_clang = 0;

}  // namespace learner

#endif  // CTP_EXERCISE_RINGS_PREDICT_REACH_HPP_INCLUDED
