// ctp::search::binary_heap_costs: single-source shortest paths, Dijkstra's algorithm
// (E. W. Dijkstra, "A note on two problems in connexion with graphs", 1959) with a binary heap
// as its priority queue, over an implicit graph: O((V + E) log V) for any positive weights.
#ifndef CTP_SEARCH_BINARY_HEAP_HPP_INCLUDED
#define CTP_SEARCH_BINARY_HEAP_HPP_INCLUDED

#include <cstdint>
#include <type_traits>

#include "ctp/detail/reject.hpp"
#include "ctp/search/graph.hpp"
#include "ctp/search/indexed_heap.hpp"

namespace ctp::search {

// Fills cost[s], for every state s, with the least total weight of a path from `source` to s,
// or unreachable<Cost> where there is none; returns how many states are reachable. Costs is
// anything indexable by state (a C array, std::vector) of an unsigned Cost; Heap is an empty
// indexed_heap of at least graph.state_count() states. settled(s) is called when the cost of s
// becomes final, in order of cost, then of index: the same order as dial_costs.
// 1. Every cost starts unreachable, the source's 0, and the source waits in the heap.
// 2. Take the waiting state s of the smallest (cost, index): its cost is final, since every
//    other path to it leaves the settled states through a waiting state that costs no less.
// 3. For each edge s -> t of weight w, if cost[s] + w beats cost[t], t waits at the new cost
//    (pushed, or its key lowered where it waits).
// 4. Repeat until no state waits.
//! [binary-heap]
template <implicit_graph Graph, class Costs, class Heap, class Settled>
constexpr std::uint64_t binary_heap_costs(const Graph& graph, state_index source, Costs& cost,
                                          Heap& heap, Settled&& settled) {
  using cost_type = std::remove_cvref_t<decltype(cost[0])>;
  constexpr cost_type none = unreachable<cost_type>;
  const state_index states = graph.state_count();
  if (states > heap.capacity())
    ctp::detail::reject<std::length_error>("ctp: the heap needs room for every state of the graph");
  for (state_index s = 0; s != states; ++s) cost[s] = none;
  cost[source] = 0;
  heap.push_or_decrease(source, 0);
  std::uint64_t reached = 0;
  while (!heap.empty()) {
    const state_index s = heap.pop();
    const std::uint64_t c = cost[s];
    ++reached;
    settled(s);
    graph.for_each_edge(s, [&](state_index t, unsigned w) {
      const std::uint64_t through = c + w;
      if (through >= none)
        ctp::detail::reject<std::overflow_error>("ctp: a path cost does not fit the cost type");
      if (through >= cost[t]) return;
      cost[t] = static_cast<cost_type>(through);
      heap.push_or_decrease(t, through);
    });
  }
  return reached;
}
//! [binary-heap]

// The same without a callback.
template <implicit_graph Graph, class Costs, class Heap>
constexpr std::uint64_t binary_heap_costs(const Graph& graph, state_index source, Costs& cost,
                                          Heap& heap) {
  return binary_heap_costs(graph, source, cost, heap, [](state_index) {});
}

}  // namespace ctp::search

#endif  // CTP_SEARCH_BINARY_HEAP_HPP_INCLUDED
