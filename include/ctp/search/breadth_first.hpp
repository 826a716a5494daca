// ctp::search::breadth_first: breadth-first search over an implicit graph (Moore 1959), with the
// order in which states are first reached: the first path found is a canonical shortest path.
#ifndef CTP_SEARCH_BREADTH_FIRST_HPP_INCLUDED
#define CTP_SEARCH_BREADTH_FIRST_HPP_INCLUDED

#include <cstdint>
#include <type_traits>

#include "ctp/detail/reject.hpp"
#include "ctp/search/graph.hpp"

namespace ctp::search {

// Fills dist[s] with the fewest edges from `source` to s (unreachable<Dist> where there is
// none) and returns how many states were reached. `queue` is scratch space indexable by
// 0 .. state_count() - 1 (a C array or std::vector of state_index); on return queue[0, reached)
// lists the states in the order they were reached. discovered(t, s, edge) is called once for every
// state t when it is first reached, from s by the edge-th edge that for_each_edge(s) lists: the
// first discovery of a state is the one a canonical path takes.
// 1. The source is reached, at distance 0, and queued.
// 2. Take the oldest queued state s; for each edge s -> t, in for_each_edge's order, a state t
//    not yet reached is reached at dist[s] + 1 and queued.
// 3. Repeat until the queue is empty. Edge weights are ignored.
template <implicit_graph Graph, class Dist, class Queue, class Discovered>
constexpr std::uint64_t breadth_first(const Graph& graph, state_index source, Dist& dist,
                                      Queue& queue, Discovered&& discovered) {
  using dist_type = std::remove_cvref_t<decltype(dist[0])>;
  constexpr dist_type none = unreachable<dist_type>;
  const state_index states = graph.state_count();
  for (state_index s = 0; s != states; ++s) dist[s] = none;
  dist[source] = 0;
  queue[0] = source;
  std::uint64_t tail = 1;
  for (std::uint64_t head = 0; head != tail; ++head) {
    const state_index s = queue[head];
    const std::uint64_t next = std::uint64_t{dist[s]} + 1;
    if (next >= none)
      ctp::detail::reject<std::overflow_error>("ctp: a distance does not fit the distance type");
    unsigned edge = 0;
    graph.for_each_edge(s, [&](state_index t, unsigned) {
      if (dist[t] == none) {
        dist[t] = static_cast<dist_type>(next);
        queue[tail++] = t;
        discovered(t, s, edge);
      }
      ++edge;
    });
  }
  return tail;
}

// The same without a discovery callback.
template <implicit_graph Graph, class Dist, class Queue>
constexpr std::uint64_t breadth_first(const Graph& graph, state_index source, Dist& dist,
                                      Queue& queue) {
  return breadth_first(graph, source, dist, queue, [](state_index, state_index, unsigned) {});
}

}  // namespace ctp::search

#endif  // CTP_SEARCH_BREADTH_FIRST_HPP_INCLUDED
