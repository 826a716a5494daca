// The river crossing as a graph for the search engine (Amarel's state space of missionaries and
// cannibals, and the farmer's puzzle of Alcuin's problem 18): every state a number, every legal
// move an edge, as a ctp::search::implicit_graph.
#ifndef CTP_RIVER_CROSSING_GRAPH_HPP_INCLUDED
#define CTP_RIVER_CROSSING_GRAPH_HPP_INCLUDED

#include <cstdint>

#include "ctp/river_crossing/rules.hpp"
#include "ctp/search/graph.hpp"

namespace ctp {

// The states of a shape as the search engine's implicit graph: state index = who is on the start
// bank, times 2, plus 1 when the boat is there. Who is on the start bank is the farmer's items as
// a number (0 to 7), or missionaries * (cannibals + 1) + cannibals. Edges are the legal moves, in
// the canonical order (river_for_each_move). The numbers of unsafe states are never reached.
class river_graph {
 public:
  // Every move is one crossing.
  static constexpr unsigned max_weight = 1;

  // The graph of shape; throws std::invalid_argument (`ctp: ...`) for a shape that river_valid
  // rejects.
  constexpr explicit river_graph(const river_shape& shape) : shape_(shape) {
    detail::require_river(detail::river_shape_problem(shape));
    bases_ = static_cast<std::uint64_t>(shape.cannibals) + 1;
    count_ = shape.rules == river_rules::farmer
                 ? 2 * (std::uint64_t{river_all_items} + 1)
                 : 2 * (static_cast<std::uint64_t>(shape.missionaries) + 1) * bases_;
  }

  // How many states the shape spans: 16 for the farmer's, 2 (m + 1) (c + 1) otherwise.
  constexpr search::state_index state_count() const noexcept { return count_; }

  // The index of state s (precondition: s fits the shape).
  constexpr search::state_index index(const river_state& s) const noexcept {
    const std::uint64_t who = shape_.rules == river_rules::farmer
                                  ? s.items
                                  : static_cast<std::uint64_t>(s.missionaries) * bases_ +
                                        static_cast<std::uint64_t>(s.cannibals);
    return 2 * who + (s.boat_on_start ? 1 : 0);
  }
  // The state of index i (precondition: i < state_count()).
  constexpr river_state state(search::state_index i) const noexcept {
    const bool boat = i % 2 != 0;
    const std::uint64_t who = i / 2;
    if (shape_.rules == river_rules::farmer) return {0, 0, static_cast<unsigned>(who), boat};
    return {static_cast<int>(who / bases_), static_cast<int>(who % bases_), 0, boat};
  }

  // Calls edge(j, 1) for the state j of each legal move from state i, in the canonical order.
  template <class Edge>
  constexpr void for_each_edge(search::state_index i, Edge&& edge) const {
    river_for_each_move(shape_, state(i),
                        [&](const river_move&, const river_state& next) { edge(index(next), 1u); });
  }

  // The shape it was made from.
  constexpr const river_shape& shape() const noexcept { return shape_; }

 private:
  river_shape shape_;
  std::uint64_t bases_ = 1;  // cannibals + 1: the place of a missionary
  std::uint64_t count_ = 0;
};

static_assert(search::implicit_graph<river_graph>);

}  // namespace ctp

#endif  // CTP_RIVER_CROSSING_GRAPH_HPP_INCLUDED
