// The reference solution of exercise 12_nine_tails_binary_heap: Dijkstra's algorithm with a binary
// heap of the waiting states (`scripts/learn.py --solution nine_tails_binary_heap` shows it).
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
// The waiting states are a binary heap of (cost, state) pairs in a std::vector, the cheapest on
// top (std::greater<>). A state that gets cheaper is pushed again; its older, dearer entry stays
// in the heap and is skipped when it comes to the top.
template <class Graph, std::size_t States, class Settled>
constexpr std::uint64_t least_costs(const Graph& graph, state_index goal,
                                    std::uint8_t (&cost)[States], Settled&& settled) {
  for (state_index s = 0; s != States; ++s) cost[s] = unreachable;
  cost[goal] = 0;
  std::vector<std::pair<unsigned, state_index>> heap{{0u, goal}};
  std::uint64_t reached = 0;
  while (!heap.empty()) {
    std::pop_heap(heap.begin(), heap.end(), std::greater<>{});
    const unsigned least = heap.back().first;
    const state_index s = heap.back().second;
    heap.pop_back();
    if (least != cost[s]) continue;  // an older entry: s was pushed again, cheaper
    ++reached;
    settled(s);
    graph.for_each_edge(s, [&](state_index t, unsigned w) {
      if (least + w >= cost[t]) return;
      cost[t] = static_cast<std::uint8_t>(least + w);
      heap.emplace_back(least + w, t);
      std::push_heap(heap.begin(), heap.end(), std::greater<>{});
    });
  }
  return reached;
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
