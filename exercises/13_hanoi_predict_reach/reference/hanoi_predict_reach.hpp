// The reference solution of exercise 13_hanoi_predict_reach: the reach of lesson 1's recursion,
// worked out from its cost a move (`scripts/learn.py --solution hanoi_predict_reach` shows it).
#ifndef CTP_EXERCISE_HANOI_PREDICT_REACH_HPP_INCLUDED
#define CTP_EXERCISE_HANOI_PREDICT_REACH_HPP_INCLUDED

namespace learner {

// g++-12 spends about 47 operations a move of its 33,554,432: 2^19 - 1 moves need about
// 24,600,000, 2^20 - 1 about 49,300,000. clang++-19 spends about 5 steps a move of its 1,048,576:
// 2^17 - 1 moves need about 655,000, 2^18 - 1 about 1,310,000.
inline constexpr int recursion_reach_gcc = 19;
inline constexpr int recursion_reach_clang = 17;

}  // namespace learner

#endif  // CTP_EXERCISE_HANOI_PREDICT_REACH_HPP_INCLUDED
