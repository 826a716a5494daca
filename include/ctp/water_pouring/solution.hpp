// Water pouring, the answer every technique gives (the water-cups post's question: can the goal
// be reached, and how): reachable or not, the cost and the path.
#ifndef CTP_WATER_POURING_SOLUTION_HPP_INCLUDED
#define CTP_WATER_POURING_SOLUTION_HPP_INCLUDED

#include <cstdint>
#include <optional>
#include <utility>

#include "ctp/search/dynamic_array.hpp"
#include "ctp/water_pouring/rules.hpp"

namespace ctp {

// The answer to a puzzle and its goal. An unsolvable puzzle is an answer too: not reachable, no
// cost and an empty path.
class water_solution {
 public:
  // The path's type.
  using path_type = search::dynamic_array<water_state>;

  // Unreachable.
  constexpr water_solution() = default;
  // Reachable by path: the start, then the state after each move, the last one a goal state.
  constexpr explicit water_solution(path_type path) : path_(std::move(path)) {}

  // Whether the goal can be reached from the start.
  constexpr bool reachable() const noexcept { return !path_.empty(); }
  // The number of moves of the path (the fewest, for breadth-first search); empty when the goal
  // cannot be reached.
  constexpr std::optional<unsigned> cost() const noexcept {
    if (!reachable()) return std::nullopt;
    return static_cast<unsigned>(path_.size() - 1);
  }
  // The path, both ends included; empty when unreachable. From a temporary, the path is moved out.
  constexpr const path_type& path() const& noexcept { return path_; }
  // The path, moved out of a solution that is going away.
  constexpr path_type path() && noexcept { return std::move(path_); }

 private:
  path_type path_;
};

}  // namespace ctp

#endif  // CTP_WATER_POURING_SOLUTION_HPP_INCLUDED
