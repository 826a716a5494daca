// ctp::search::dial_costs: single-source shortest paths for small integer weights, Dijkstra's
// algorithm with Dial's bucket queue (R. B. Dial, CACM 12(11), 1969), over an implicit graph.
#ifndef CTP_SEARCH_DIAL_HPP_INCLUDED
#define CTP_SEARCH_DIAL_HPP_INCLUDED

#include <cstdint>
#include <type_traits>

#include "ctp/detail/reject.hpp"
#include "ctp/search/bucket_queue.hpp"
#include "ctp/search/graph.hpp"

namespace ctp::search {

// Fills cost[s], for every state s, with the least total weight of a path from `source` to s,
// or unreachable<Cost> where there is none; returns how many states are reachable. Costs is
// anything indexable by state (a C array, std::vector) of an unsigned Cost; Queue is a
// bucket_queue with Graph::max_weight. With max_weight 1 this is breadth-first search by levels.
// settled(s) is called when the cost of s becomes final, in order of cost (then of index): every
// state of smaller cost is final by then, which is what a puzzle needs to pick its next move.
// 1. Every cost starts unreachable, the source's 0, and the source waits in bucket 0.
// 2. Take the waiting states of the smallest cost c, in index order: their costs are final.
// 3. For each edge s -> t of weight w, if c + w beats cost[t], t waits (again) at c + w.
// 4. Repeat with c + 1 until no state waits.
//! [dial]
template <implicit_graph Graph, class Costs, class Queue, class Settled>
constexpr std::uint64_t dial_costs(const Graph& graph, state_index source, Costs& cost,
                                   Queue& queue, Settled&& settled) {
  using cost_type = std::remove_cvref_t<decltype(cost[0])>;
  constexpr cost_type none = unreachable<cost_type>;
  const state_index states = graph.state_count();
  for (state_index s = 0; s != states; ++s) cost[s] = none;
  cost[source] = 0;
  queue.push(source, 0);
  std::uint64_t reached = 0;
  for (std::uint64_t c = 0; !queue.empty(); ++c) {
    queue.pop_all(c, [&](state_index s) {
      ++reached;
      settled(s);
      graph.for_each_edge(s, [&](state_index t, unsigned w) {
        const std::uint64_t through = c + w;
        if (through >= none)
          ctp::detail::reject<std::overflow_error>("ctp: a path cost does not fit the cost type");
        if (through >= cost[t]) return;
        if (cost[t] == none) queue.push(t, through);
        else queue.move(t, cost[t], through);
        cost[t] = static_cast<cost_type>(through);
      });
    });
  }
  return reached;
}
//! [dial]

// The same without a callback.
template <implicit_graph Graph, class Costs, class Queue>
constexpr std::uint64_t dial_costs(const Graph& graph, state_index source, Costs& cost,
                                   Queue& queue) {
  return dial_costs(graph, source, cost, queue, [](state_index) {});
}

}  // namespace ctp::search

#endif  // CTP_SEARCH_DIAL_HPP_INCLUDED
