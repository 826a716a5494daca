// Water pouring, the answer every technique gives (the water-cups post's question: can the goal
// be reached, and how): reachable or not, the cost and the path.
#ifndef CTP_WATER_POURING_SOLUTION_HPP_INCLUDED
#define CTP_WATER_POURING_SOLUTION_HPP_INCLUDED

#include <utility>
#include <vector>

#include "ctp/detail/deferred.hpp"
#include "ctp/water_pouring/rules.hpp"

namespace ctp {

// The answer to a puzzle and its goal. An unsolvable puzzle is an answer too: not reachable, cost
// -1 (as the generated tables say it) and an empty path. A template only so that an includer that
// never solves pays nothing for its vector (detail::deferred_t): use water_solution.
template <class Unused = void>
class basic_water_solution {
 public:
  // The path's type: std::vector<water_state>.
  using path_type = detail::deferred_t<std::vector<water_state>, Unused>;

  // Unreachable.
  constexpr basic_water_solution() = default;
  // Reachable by path: the start, then the state after each move, the last one a goal state.
  constexpr explicit basic_water_solution(path_type path) : path_(std::move(path)) {}

  // Whether the goal can be reached from the start.
  constexpr bool reachable() const noexcept { return !path_.empty(); }
  // The number of moves of the path (the fewest, for breadth-first search), or -1 if unreachable.
  constexpr int cost() const noexcept {
    return reachable() ? static_cast<int>(path_.size()) - 1 : -1;
  }
  // The path, both ends included; empty when unreachable. From a temporary, the path is moved out.
  constexpr const path_type& path() const& noexcept { return path_; }
  // The path, moved out of a solution that is going away.
  constexpr path_type path() && noexcept { return std::move(path_); }

 private:
  path_type path_;
};

// The answer to a puzzle and its goal (basic_water_solution).
using water_solution = basic_water_solution<>;

}  // namespace ctp

#endif  // CTP_WATER_POURING_SOLUTION_HPP_INCLUDED
