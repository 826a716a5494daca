// The reference solution of exercise 12_nine_tails_linear_scan: Liang's Dijkstra, a scan of every
// state for the cheapest one not settled yet (`scripts/learn.py --solution nine_tails_linear_scan`
// shows it).
#ifndef CTP_EXERCISE_NINE_TAILS_LINEAR_SCAN_HPP_INCLUDED
#define CTP_EXERCISE_NINE_TAILS_LINEAR_SCAN_HPP_INCLUDED

#include <cstddef>
#include <cstdint>

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
// Liang's way: no queue; each round scans every state for the cheapest one not settled yet
// (`done`, his set T), settles it, and offers each of its neighbours a path through it.
template <class Graph, std::size_t States, class Settled>
constexpr std::uint64_t least_costs(const Graph& graph, state_index goal,
                                    std::uint8_t (&cost)[States], Settled&& settled) {
  bool done[States]{};
  for (state_index s = 0; s != States; ++s) cost[s] = unreachable;
  cost[goal] = 0;
  std::uint64_t reached = 0;
  while (true) {
    state_index cheapest = States;  // none yet
    unsigned least = unreachable;
    for (state_index s = 0; s != States; ++s) {
      if (!done[s] && cost[s] < least) {
        cheapest = s;
        least = cost[s];
      }
    }
    if (cheapest == States) return reached;
    done[cheapest] = true;
    ++reached;
    settled(cheapest);
    graph.for_each_edge(cheapest, [&](state_index t, unsigned w) {
      if (least + w < cost[t]) cost[t] = static_cast<std::uint8_t>(least + w);
    });
  }
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

#endif  // CTP_EXERCISE_NINE_TAILS_LINEAR_SCAN_HPP_INCLUDED
