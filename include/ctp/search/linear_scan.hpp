// ctp::search::linear_scan_costs: single-source shortest paths, Dijkstra's algorithm as Liang
// teaches it ("The Weighted Nine Tails Problem", Introduction to Java Programming): no priority
// queue, every round scans all states for the cheapest one not yet settled, O(V^2).
#ifndef CTP_SEARCH_LINEAR_SCAN_HPP_INCLUDED
#define CTP_SEARCH_LINEAR_SCAN_HPP_INCLUDED

#include <cstdint>
#include <type_traits>

#include "ctp/detail/reject.hpp"
#include "ctp/search/graph.hpp"

namespace ctp::search {

// Fills cost[s], for every state s, with the least total weight of a path from `source` to s,
// or unreachable<Cost> where there is none; returns how many states are reachable. Costs is
// anything indexable by state (a C array, std::vector) of an unsigned Cost; Done is an empty bit
// set of the states (bit_set<N>, dynamic_bit_set): Liang's set T of the settled states.
// settled(s) is called when the cost of s becomes final, in order of cost, then of index: the
// same order as dial_costs.
// 1. Every cost starts unreachable, the source's 0; no state is settled.
// 2. Scan every state for the unsettled one of the smallest finite cost (the first, in index
//    order, of equal costs).
// 3. None: stop. Otherwise settle it, and for each edge s -> t of weight w, if cost[s] + w beats
//    cost[t], lower cost[t].
// 4. Repeat: one scan of all V states for each settled state, O(V^2) in all.
//! [linear-scan]
template <implicit_graph Graph, class Costs, class Done, class Settled>
constexpr std::uint64_t linear_scan_costs(const Graph& graph, state_index source, Costs& cost,
                                          Done& done, Settled&& settled) {
  using cost_type = std::remove_cvref_t<decltype(cost[0])>;
  constexpr cost_type none = unreachable<cost_type>;
  const state_index states = graph.state_count();
  for (state_index s = 0; s != states; ++s) cost[s] = none;
  cost[source] = 0;
  std::uint64_t reached = 0;
  while (true) {
    state_index s = states;
    cost_type c = none;
    for (state_index u = 0; u != states; ++u)
      if (cost[u] < c && !done.contains(u)) {
        s = u;
        c = cost[u];
      }
    if (s == states) return reached;
    done.insert(s);
    ++reached;
    settled(s);
    graph.for_each_edge(s, [&](state_index t, unsigned w) {
      const std::uint64_t through = std::uint64_t{c} + w;
      if (through >= none)
        ctp::detail::reject<std::overflow_error>("ctp: a path cost does not fit the cost type");
      if (through < cost[t]) cost[t] = static_cast<cost_type>(through);
    });
  }
}
//! [linear-scan]

// The same without a callback.
template <implicit_graph Graph, class Costs, class Done>
constexpr std::uint64_t linear_scan_costs(const Graph& graph, state_index source, Costs& cost,
                                          Done& done) {
  return linear_scan_costs(graph, source, cost, done, [](state_index) {});
}

}  // namespace ctp::search

#endif  // CTP_SEARCH_LINEAR_SCAN_HPP_INCLUDED
