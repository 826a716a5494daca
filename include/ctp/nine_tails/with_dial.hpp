// Nine tails (Liang, "The Weighted Nine Tails Problem") by Dijkstra's algorithm with Dial's
// bucket queue (R. B. Dial, CACM 12(11), 1969): the weights are 3 to 5, so six buckets of states,
// each a bit set drained in index order, replace the priority queue; unweighted, breadth-first
// search by levels.
#ifndef CTP_NINE_TAILS_WITH_DIAL_HPP_INCLUDED
#define CTP_NINE_TAILS_WITH_DIAL_HPP_INCLUDED

#include <cstddef>
#include <cstdint>

#include "ctp/nine_tails/rules.hpp"
#include "ctp/nine_tails/solver.hpp"
#include "ctp/nine_tails/table.hpp"
#include "ctp/search/bit_set.hpp"
#include "ctp/search/bucket_queue.hpp"
#include "ctp/search/dial.hpp"
#include "ctp/search/graph.hpp"

namespace ctp::with_dial {

// Every state of a Rows x Cols board (1 to 16 cells) solved at compile time (or at run time: the
// same code), as a nine_tails_table:
// 1. the board is checked (ctp: ... for a bad one);
// 2. search::dial_costs searches backwards from all tails, max_weight + 1 buckets of states, and
//    settles them cheapest first, in index order (see nine_tails_table::solve_with);
// 3. each settled state's canonical next board is picked from the final costs (nine_tails_next).
// Reaches 4 x 4 under both compilers' default limits (tests/nine_tails/static_table_4x4.cpp).
//! [solve]
template <int Rows, int Cols, nine_tails_model Model = nine_tails_model::weighted>
constexpr auto nine_tails_solve() {
  return detail::solve_nine_tails_table<Rows, Cols, Model>(
      []<std::size_t States>(const auto& graph, search::state_index goal,
                             std::uint8_t(&cost)[States], auto&& settled) {
        constexpr unsigned max_weight = nine_tails_reverse_graph<Model>::max_weight;
        search::bucket_queue<search::bit_set<States>, max_weight> queue;
        return search::dial_costs(graph, goal, cost, queue, settled);
      });
}
//! [solve]

}  // namespace ctp::with_dial

#endif  // CTP_NINE_TAILS_WITH_DIAL_HPP_INCLUDED
