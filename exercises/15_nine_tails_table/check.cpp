// The check of this exercise: learner's answers, read from the two generated tables of the 3 x 3
// board, are the ones the compiler's own searches give (ctp::nine_tails_solve, weighted and
// unweighted), facts of its own. scripts/learn.py names the file under test: the learner's, the
// reference or the skeleton.
#include CTP_EXERCISE_FILE

#include <cstdint>

#include "ctp/nine_tails.hpp"
#include "spec_fact.hpp"

namespace {
// The answers, from the library's searches rather than from the tables.
struct answers {
  unsigned most_moves = 0, boards_with_most_moves = 0, boards_where_next_differs = 0;
};

constexpr answers searched() {
  const auto by_weight = ctp::nine_tails_solve<3, 3>();
  const auto by_moves = ctp::nine_tails_solve<3, 3, ctp::nine_tails_model::unweighted>();
  answers found;
  for (std::uint32_t board = 0; board != by_moves.state_count(); ++board)
    if (by_moves.cost(board) && *by_moves.cost(board) > found.most_moves)
      found.most_moves = *by_moves.cost(board);
  for (std::uint32_t board = 0; board != by_moves.state_count(); ++board) {
    if (by_moves.cost(board) == found.most_moves) ++found.boards_with_most_moves;
    if (by_weight.next(board) != by_moves.next(board)) ++found.boards_where_next_differs;
  }
  return found;
}

constexpr answers expected = searched();
constexpr bool most = learner::most_moves() == expected.most_moves;
constexpr bool counted = learner::boards_with_most_moves() == expected.boards_with_most_moves;
constexpr bool differs = learner::boards_where_next_differs() == expected.boards_where_next_differs;
}  // namespace

// The prediction, by two facts that say which way it is off, as exercise 13's do.
static_assert(
    spec::fact(learner::predicted_most_moves >= expected.most_moves, "tables",
               "the prediction of the most moves a 3 x 3 board needs is not below the answer"));
static_assert(
    spec::fact(learner::predicted_most_moves <= expected.most_moves, "tables",
               "the prediction of the most moves a 3 x 3 board needs is not above the answer"));
static_assert(spec::fact(most, "tables",
                         "most_moves() is the most moves a board needs, as the compiler's search "
                         "finds"));
static_assert(spec::fact(counted, "tables",
                         "boards_with_most_moves() counts the boards that need that many"));
static_assert(spec::fact(differs, "tables",
                         "boards_where_next_differs() counts the boards whose next board is not "
                         "the same in the two tables"));
