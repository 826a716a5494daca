// Exercise 12_nine_tails_binary_heap: nine tails by Dijkstra's algorithm with a binary heap
// (README.md says what to do; `make learn` grades this file).
#ifndef CTP_EXERCISE_NINE_TAILS_BINARY_HEAP_HPP_INCLUDED
#define CTP_EXERCISE_NINE_TAILS_BINARY_HEAP_HPP_INCLUDED

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

#include "ctp/nine_tails/rules.hpp"
#include "ctp/nine_tails/table.hpp"
#include "ctp/search/graph.hpp"

namespace learner {

using ctp::search::state_index;

// The cost of a state that cannot reach the goal: 255.
inline constexpr std::uint8_t unreachable = ctp::search::unreachable<std::uint8_t>;

// Fills cost[s], for every state s of the graph, with the least total weight of a path from goal
// to s, or `unreachable` where there is none, and returns how many states it reached. Calls
// settled(s) once for each state it reaches, as soon as the cost of s is final, cheapest first.
// graph.state_count() is States; graph.for_each_edge(s, edge) calls edge(t, w) for each edge
// from s to t of weight w.
// Your turn: as given, it settles the goal and stops.
template <class Graph, std::size_t States, class Settled>
constexpr std::uint64_t least_costs(const Graph& graph, state_index goal,
                                    std::uint8_t (&cost)[States], Settled&& settled) {
  (void)graph;
  for (state_index s = 0; s != States; ++s) cost[s] = unreachable;
  cost[goal] = 0;
  settled(goal);
  return 1;
}

// Every state of a Rows x Cols board, solved: the table asks least_costs for the costs over the
// reversed moves (from all tails back), and picks each state's next board as it is settled.
template <int Rows, int Cols, ctp::nine_tails_model Model>
constexpr auto nine_tails_solve() {
  return ctp::nine_tails_table<Rows, Cols, Model>::solve_with(
      [](const auto& graph, state_index goal, auto& cost, auto&& settled) {
        return least_costs(graph, goal, cost, settled);
      });
}

}  // namespace learner

#endif  // CTP_EXERCISE_NINE_TAILS_BINARY_HEAP_HPP_INCLUDED
