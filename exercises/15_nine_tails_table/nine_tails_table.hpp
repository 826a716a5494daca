// Exercise 15_nine_tails_table: questions asked of two generated tables (README.md says what to
// do; `make learn` grades this file).
#ifndef CTP_EXERCISE_NINE_TAILS_TABLE_HPP_INCLUDED
#define CTP_EXERCISE_NINE_TAILS_TABLE_HPP_INCLUDED

#include "ctp/tables/nine_tails_3x3.hpp"
#include "ctp/tables/nine_tails_3x3_unweighted.hpp"

namespace learner {

// The two committed tables of the 3 x 3 board: the least weight (coins flipped) to all tails, and
// the fewest moves.
namespace least_weight = ctp::tables::nine_tails_3x3;
namespace fewest_moves = ctp::tables::nine_tails_3x3_unweighted;

// Your turn, before anything else: predict the most moves a 3 x 3 board needs to reach all
// tails. 0 is no prediction.
inline constexpr unsigned predicted_most_moves = 0;

// Your turn: the most moves any board needs, read from the tables. As given, 0.
constexpr unsigned most_moves() { return 0; }

// Your turn: how many boards need that many moves. As given, 0.
constexpr unsigned boards_with_most_moves() { return 0; }

// Your turn: how many boards the two tables send to different next boards (the goal has no next
// board in either table). As given, 0.
constexpr unsigned boards_where_next_differs() { return 0; }

}  // namespace learner

#endif  // CTP_EXERCISE_NINE_TAILS_TABLE_HPP_INCLUDED
