// The reference solution of exercise 12_nine_tails_dial: Dijkstra's algorithm with Dial's bucket
// queue (`scripts/learn.py --solution nine_tails_dial` shows it).
#ifndef CTP_EXERCISE_NINE_TAILS_DIAL_HPP_INCLUDED
#define CTP_EXERCISE_NINE_TAILS_DIAL_HPP_INCLUDED

#include <cstddef>
#include <cstdint>
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
// Dial's buckets: a state waiting at cost c waits in bucket c % buckets. No edge weighs more than
// Graph::max_weight, so the waiting costs span at most max_weight + 1 values, and one bucket
// each is enough. The buckets are drained at c = 0, 1, 2, ...; a state that gets cheaper waits
// again in its new bucket, and its older entry is skipped when its bucket is drained.
template <class Graph, std::size_t States, class Settled>
constexpr std::uint64_t least_costs(const Graph& graph, state_index goal,
                                    std::uint8_t (&cost)[States], Settled&& settled) {
  constexpr unsigned buckets = Graph::max_weight + 1;
  std::vector<state_index> bucket[buckets];
  for (state_index s = 0; s != States; ++s) cost[s] = unreachable;
  cost[goal] = 0;
  bucket[0].push_back(goal);
  std::uint64_t waiting = 1;  // entries in all buckets, older ones included
  std::uint64_t reached = 0;
  for (unsigned c = 0; waiting != 0; ++c) {
    // Every edge weighs 1 at least: nothing is pushed into this bucket while it is drained.
    std::vector<state_index>& here = bucket[c % buckets];
    for (const state_index s : here) {
      if (cost[s] != c) continue;  // an older entry: s waits again, cheaper
      ++reached;
      settled(s);
      graph.for_each_edge(s, [&](state_index t, unsigned w) {
        if (c + w >= cost[t]) return;
        cost[t] = static_cast<std::uint8_t>(c + w);
        bucket[(c + w) % buckets].push_back(t);
        ++waiting;
      });
    }
    waiting -= here.size();
    here.clear();
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

#endif  // CTP_EXERCISE_NINE_TAILS_DIAL_HPP_INCLUDED
