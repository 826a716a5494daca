// The river crossing, the answer every technique gives (the question of Alcuin's problem 18 and
// of missionaries and cannibals: can everyone cross, and how): the path of states, its cost and
// its moves, or no answer.
#ifndef CTP_RIVER_CROSSING_SOLUTION_HPP_INCLUDED
#define CTP_RIVER_CROSSING_SOLUTION_HPP_INCLUDED

#include <cstddef>
#include <optional>
#include <utility>

#include "ctp/river_crossing/rules.hpp"
#include "ctp/search/dynamic_array.hpp"

namespace ctp {

// The answer to a puzzle. An unsolvable puzzle is an answer too: not reachable, no cost, an
// empty path and no moves.
class river_solution {
 public:
  // The path's type.
  using path_type = search::dynamic_array<river_state>;

  // Unreachable.
  constexpr river_solution() = default;
  // Reachable by path: the start, then the state after each crossing, the last one the goal.
  constexpr explicit river_solution(path_type path) : path_(std::move(path)) {}

  // Whether the goal can be reached from the start.
  constexpr bool reachable() const noexcept { return !path_.empty(); }
  // The number of crossings of the path (the fewest, for breadth-first search); empty when the
  // goal cannot be reached.
  constexpr std::optional<unsigned> cost() const noexcept {
    if (!reachable()) return std::nullopt;
    return static_cast<unsigned>(path_.size() - 1);
  }
  // The path, both ends included; empty when unreachable.
  constexpr const path_type& path() const noexcept { return path_; }
  // The crossings of the path, in order: who is in the boat each time; empty when unreachable.
  constexpr search::dynamic_array<river_move> moves() const {
    search::dynamic_array<river_move> moves(reachable() ? path_.size() - 1 : 0, river_move{});
    for (std::size_t k = 0; k != moves.size(); ++k)
      moves[k] = river_move_between(path_[k], path_[k + 1]);
    return moves;
  }

 private:
  path_type path_;
};

}  // namespace ctp

#endif  // CTP_RIVER_CROSSING_SOLUTION_HPP_INCLUDED
