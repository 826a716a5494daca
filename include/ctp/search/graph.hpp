// ctp::search::implicit_graph: what the search engine needs to know of a puzzle, the concept a
// puzzle of one's own satisfies to be searched (breadth-first, or by Dijkstra's algorithm with
// Dial's buckets, a binary heap or a linear scan).
#ifndef CTP_SEARCH_GRAPH_HPP_INCLUDED
#define CTP_SEARCH_GRAPH_HPP_INCLUDED

#include <concepts>
#include <cstdint>
#include <limits>

namespace ctp::search {

//! [implicit-graph]
// A state: an index from 0 to the graph's state_count() - 1.
using state_index = std::uint64_t;

namespace detail {
// Stands for the callback the engine passes to for_each_edge.
struct edge_sink {
  constexpr void operator()(state_index, unsigned) const noexcept {}
};
}  // namespace detail

// An implicit graph: nothing is stored, the edges of a state are generated when asked for.
// - state_count(): how many states there are; states are 0 .. state_count() - 1;
// - for_each_edge(s, f): calls f(t, w) for every edge from s to t, of weight w in
//   1 .. max_weight (use weight 1 for an unweighted puzzle);
// - max_weight: the largest weight, a static constant (Dial's algorithm keeps max_weight + 1
//   buckets).
// A search from a puzzle's goal over its reversed moves gives every state's distance to the goal
// at once: then for_each_edge(s, f) lists the states from which one move leads to s.
template <class Graph>
concept implicit_graph = requires(const Graph& graph, state_index s) {
  { graph.state_count() } -> std::convertible_to<state_index>;
  { Graph::max_weight } -> std::convertible_to<unsigned>;
  graph.for_each_edge(s, detail::edge_sink{});
};
//! [implicit-graph]

// The cost that marks a state no path reaches, for a cost type: its largest value.
template <class Cost>
inline constexpr Cost unreachable = std::numeric_limits<Cost>::max();

}  // namespace ctp::search

#endif  // CTP_SEARCH_GRAPH_HPP_INCLUDED
