// Nine tails (Liang, "The Weighted Nine Tails Problem") for a board chosen at run time, up to
// 5 x 5: every state's cost in a vector, canonical paths and statistics, by Dijkstra's algorithm
// with Dial's buckets (the engine of ctp::with_dial::nine_tails_solve) over the boards that can
// reach all tails (nine_tails_span_costs).
#ifndef CTP_NINE_TAILS_RUN_TIME_SOLUTION_HPP_INCLUDED
#define CTP_NINE_TAILS_RUN_TIME_SOLUTION_HPP_INCLUDED

#include <cstdint>
#include <optional>
#include <vector>

#include "ctp/nine_tails/rules.hpp"
#include "ctp/nine_tails/run_time/span_search.hpp"
#include "ctp/nine_tails/solver.hpp"

namespace ctp {

// Every state of one board, solved: one byte a state (2^25 bytes for 5 x 5), plus, while solving,
// a byte and six bits for each board that can reach all tails (2^23 on 5 x 5).
class nine_tails_solution {
 public:
  // Solves every state of shape (1 to 25 cells) under model.
  constexpr nine_tails_solution(nine_tails_shape shape, nine_tails_model model)
      : shape_(shape), model_(model) {
    reachable_count_ = model == nine_tails_model::weighted
                           ? nine_tails_span_costs<nine_tails_model::weighted>(shape, cost_)
                           : nine_tails_span_costs<nine_tails_model::unweighted>(shape, cost_);
  }

  // The shape of the board it solves.
  constexpr nine_tails_shape shape() const noexcept { return shape_; }
  // Whether its costs count coins flipped or moves.
  constexpr nine_tails_model model() const noexcept { return model_; }
  // The stored costs, indexed by state: search::unreachable<std::uint8_t> where all tails cannot
  // be reached (what nine_tails_certify reads).
  constexpr const std::vector<std::uint8_t>& costs() const noexcept { return cost_; }

  // The least number of flips (or moves) from state to all tails; empty when all tails cannot be
  // reached.
  constexpr std::optional<unsigned> cost(nine_tails_state state) const {
    const std::uint8_t c = cost_.at(state);
    if (c == search::unreachable<std::uint8_t>) return std::nullopt;
    return c;
  }
  // Whether all tails can be reached from state.
  constexpr bool reachable(nine_tails_state state) const {
    return cost_.at(state) != search::unreachable<std::uint8_t>;
  }
  // The canonical next board (see nine_tails_next); empty at all tails and where all tails
  // cannot be reached.
  constexpr std::optional<nine_tails_state> next(nine_tails_state state) const {
    const nine_tails_state after =
        model_ == nine_tails_model::weighted
            ? nine_tails_next(shape_, nine_tails_moves<nine_tails_model::weighted>(shape_), cost_,
                              state)
            : nine_tails_next(shape_, nine_tails_moves<nine_tails_model::unweighted>(shape_), cost_,
                              state);
    if (after == state) return std::nullopt;
    return after;
  }

  // The canonical optimal path from state to all tails, both ends included; empty when state
  // cannot reach all tails.
  constexpr std::vector<nine_tails_state> path(nine_tails_state state) const {
    std::vector<nine_tails_state> boards;
    if (!reachable(state)) return boards;
    boards.push_back(state);
    for (std::optional<nine_tails_state> after = next(state); after; after = next(*after))
      boards.push_back(*after);
    return boards;
  }

  // How many states reach all tails.
  constexpr std::uint64_t reachable_count() const noexcept { return reachable_count_; }
  // How many states the board has: 2^cells.
  constexpr std::uint64_t state_count() const noexcept { return shape_.state_count(); }

  // How many states have each cost: element c counts the states of cost c, up to the largest.
  constexpr std::vector<std::uint64_t> states_per_cost() const {
    std::vector<std::uint64_t> counts;
    for (const std::uint8_t c : cost_) {
      if (c == search::unreachable<std::uint8_t>) continue;
      if (c >= counts.size()) counts.resize(c + 1u, 0);
      ++counts[c];
    }
    return counts;
  }

 private:
  nine_tails_shape shape_;
  nine_tails_model model_;
  std::vector<std::uint8_t> cost_;
  std::uint64_t reachable_count_ = 0;
};

}  // namespace ctp

#endif  // CTP_NINE_TAILS_RUN_TIME_SOLUTION_HPP_INCLUDED
