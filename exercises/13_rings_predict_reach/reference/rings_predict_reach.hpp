// The reference solution of exercise 13_rings_predict_reach: the reach of the Chinese rings
// recursion, worked out from its cost a move (`scripts/learn.py --solution rings_predict_reach`
// shows it).
#ifndef CTP_EXERCISE_RINGS_PREDICT_REACH_HPP_INCLUDED
#define CTP_EXERCISE_RINGS_PREDICT_REACH_HPP_INCLUDED

namespace learner {

// n rings take floor(2^(n+1) / 3) moves off: 87,381 for 17, 174,762 for 18; 21,845 for 15,
// 43,690 for 16. g++-12 spends about 236 operations a move of its 33,554,432: 17 rings need
// about 20,600,000, 18 about 41,200,000. clang++-19 spends about 30 steps a move of its
// 1,048,576: 15 rings need about 655,000, 16 about 1,311,000.
inline constexpr int rings_recursion_reach_gcc = 17;
inline constexpr int rings_recursion_reach_clang = 15;

}  // namespace learner

#endif  // CTP_EXERCISE_RINGS_PREDICT_REACH_HPP_INCLUDED
