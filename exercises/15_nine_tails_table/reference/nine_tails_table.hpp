// The reference solution of exercise 15_nine_tails_table: questions asked of two generated tables
// (`scripts/learn.py --solution nine_tails_table` shows it).
#ifndef CTP_EXERCISE_NINE_TAILS_TABLE_HPP_INCLUDED
#define CTP_EXERCISE_NINE_TAILS_TABLE_HPP_INCLUDED

#include <cstdint>

#include "ctp/tables/nine_tails_3x3.hpp"
#include "ctp/tables/nine_tails_3x3_unweighted.hpp"

namespace learner {

// The two committed tables of the 3 x 3 board: the least weight (coins flipped) to all tails, and
// the fewest moves.
namespace least_weight = ctp::tables::nine_tails_3x3;
namespace fewest_moves = ctp::tables::nine_tails_3x3_unweighted;

// The prediction: the most moves a 3 x 3 board needs to reach all tails.
inline constexpr unsigned predicted_most_moves = 10;

// The most moves any board needs: the largest cost of the fewest-moves table.
constexpr unsigned most_moves() {
  unsigned most = 0;
  for (std::uint32_t board = 0; board != fewest_moves::state_count(); ++board) {
    const auto cost = fewest_moves::cost(*fewest_moves::state_at(board));
    if (cost && *cost > most) most = *cost;
  }
  return most;
}

// How many boards need that many moves.
constexpr unsigned boards_with_most_moves() {
  const unsigned most = most_moves();
  unsigned boards = 0;
  for (std::uint32_t board = 0; board != fewest_moves::state_count(); ++board)
    if (fewest_moves::cost(*fewest_moves::state_at(board)) == most) ++boards;
  return boards;
}

// How many boards the two tables send to different next boards: the least weight and the fewest
// moves start another way. The goal has no next board in either table.
constexpr unsigned boards_where_next_differs() {
  unsigned boards = 0;
  for (std::uint32_t board = 0; board != least_weight::state_count(); ++board) {
    const auto by_weight = least_weight::next(*least_weight::state_at(board));
    const auto by_moves = fewest_moves::next(*fewest_moves::state_at(board));
    if (by_weight.has_value() != by_moves.has_value() ||
        (by_weight && by_weight->index() != by_moves->index()))
      ++boards;
  }
  return boards;
}

}  // namespace learner

#endif  // CTP_EXERCISE_NINE_TAILS_TABLE_HPP_INCLUDED
