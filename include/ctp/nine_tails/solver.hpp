// Nine tails as shortest paths (Liang, "The Weighted Nine Tails Problem"): the puzzle's reversed
// moves as the search engine's implicit graph, so that one search backwards from all tails gives
// every state's least cost at once, and the canonical next board of an optimal path.
#ifndef CTP_NINE_TAILS_SOLVER_HPP_INCLUDED
#define CTP_NINE_TAILS_SOLVER_HPP_INCLUDED

#include <cstdint>

#include "ctp/nine_tails/rules.hpp"
#include "ctp/search/dial.hpp"
#include "ctp/search/graph.hpp"

namespace ctp {

// The moves of a board, by the bit of the cell they are played at: what each flips and what it
// weighs. Built once, so that the hot loops go from a set bit straight to its move.
template <nine_tails_model Model>
struct nine_tails_moves {
  // The coins the move at each bit flips.
  nine_tails_state masks[nine_tails_max_cells]{};
  // What the move at each bit weighs: the coins it flips (weighted) or 1 (unweighted).
  unsigned weights[nine_tails_max_cells]{};

  // The moves of shape; throws std::invalid_argument
  // (`ctp: a nine tails board has 1 to 25 cells (at most 5x5)`) for any other shape.
  constexpr explicit nine_tails_moves(nine_tails_shape shape) {
    detail::require_nine_tails_shape(shape);
    for (int cell = 0; cell != shape.cells(); ++cell) {
      const int bit = shape.cells() - 1 - cell;
      masks[bit] = shape.flip_mask(cell);
      weights[bit] =
          Model == nine_tails_model::weighted ? static_cast<unsigned>(shape.weight(cell)) : 1u;
    }
  }
};

// The puzzle's moves reversed, as the search engine's implicit graph. A move at cell k (a head)
// flips mask(k); after it cell k shows tails. So the states one move before v are v ^ mask(k)
// for every cell k showing tails in v, at the move's weight: Liang's edge (v, u) "for a legal
// move from node u to node v", listed from v without storing any edge.
//! [reverse-graph]
template <nine_tails_model Model>
class nine_tails_reverse_graph {
 public:
  // The heaviest move: 5 coins (weighted) or 1 move (unweighted).
  static constexpr unsigned max_weight = Model == nine_tails_model::weighted ? 5 : 1;

  // The graph of shape; throws as nine_tails_moves does for a shape it does not accept.
  constexpr explicit nine_tails_reverse_graph(nine_tails_shape shape)
      : shape_(shape), moves_(shape) {}

  // How many states: 2^cells.
  constexpr search::state_index state_count() const noexcept { return shape_.state_count(); }

  template <class Edge>
  constexpr void for_each_edge(search::state_index v, Edge&& edge) const {
    // __builtin_ctz, not std::countr_zero: the library call costs clang++-19 constexpr steps on
    // every edge, enough to push the 4 x 4 table past its default step limit
    // (tests/nine_tails/static_table_4x4.cpp builds it under the default).
    for (nine_tails_state tails = static_cast<nine_tails_state>(v); tails != 0;
         tails &= tails - 1) {
      const int bit = __builtin_ctz(tails);
      edge(v ^ moves_.masks[bit], moves_.weights[bit]);
    }
  }

 private:
  nine_tails_shape shape_;
  nine_tails_moves<Model> moves_;
};
//! [reverse-graph]

// Fills cost[s] for every state s of the board (cost: indexable by state, of std::uint8_t, such
// as a C array or std::vector) with the least cost from s to all tails: the fewest coins flipped
// (weighted) or moves (unweighted); search::unreachable<std::uint8_t> where all tails cannot be
// reached. queue is a search::bucket_queue with the graph's max_weight: this is Dial's algorithm,
// what ctp::nine_tails_solution runs. Returns how many states reach all tails. settled(s) is called
// as the cost of each reachable state becomes final, cheapest first (see search::dial_costs).
template <nine_tails_model Model, class Costs, class Queue, class Settled>
constexpr std::uint64_t nine_tails_solve_costs(nine_tails_shape shape, Costs& cost, Queue& queue,
                                               Settled&& settled) {
  const nine_tails_reverse_graph<Model> graph(shape);
  return search::dial_costs(graph, shape.all_tails(), cost, queue, settled);
}

// The canonical next board from u on an optimal path, given the board's moves and cost table:
// among the boards one legal move away whose cost plus the move's weight equals u's cost, the one
// with the smallest (cost, index). That rule reproduces Liang's printed path for HHHTTTHHH.
// Returns u itself when u is all tails, or when u cannot reach all tails.
template <nine_tails_model Model, class Costs>
constexpr nine_tails_state nine_tails_next(nine_tails_shape shape,
                                           const nine_tails_moves<Model>& moves, const Costs& cost,
                                           nine_tails_state u) {
  nine_tails_state best = u;
  unsigned best_cost = search::unreachable<std::uint8_t>;
  if (cost[u] == search::unreachable<std::uint8_t>) return u;
  // The legal moves of u are at its heads: the clear bits.
  // __builtin_ctz for clang++-19's step limit, as in nine_tails_reverse_graph::for_each_edge.
  for (nine_tails_state heads = ~u & shape.all_tails(); heads != 0; heads &= heads - 1) {
    const int bit = __builtin_ctz(heads);
    const nine_tails_state v = u ^ moves.masks[bit];
    if (cost[v] == search::unreachable<std::uint8_t> || cost[v] + moves.weights[bit] != cost[u])
      continue;
    if (cost[v] < best_cost || (cost[v] == best_cost && v < best)) {
      best = v;
      best_cost = cost[v];
    }
  }
  return best;
}

}  // namespace ctp

#endif  // CTP_NINE_TAILS_SOLVER_HPP_INCLUDED
