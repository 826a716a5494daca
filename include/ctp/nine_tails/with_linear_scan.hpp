// Nine tails by Liang's own algorithm ("The Weighted Nine Tails Problem", Introduction to Java
// Programming): Dijkstra's algorithm that finds the next cheapest state by scanning all of them,
// with the settled states in a set T, O(V^2).
#ifndef CTP_NINE_TAILS_WITH_LINEAR_SCAN_HPP_INCLUDED
#define CTP_NINE_TAILS_WITH_LINEAR_SCAN_HPP_INCLUDED

#include <cstddef>
#include <cstdint>

#include "ctp/nine_tails/rules.hpp"
#include "ctp/nine_tails/table.hpp"
#include "ctp/search/bit_set.hpp"
#include "ctp/search/graph.hpp"
#include "ctp/search/linear_scan.hpp"

namespace ctp::with_linear_scan {

// Every state of a Rows x Cols board solved at compile time (or at run time: the same code), as
// a nine_tails_table:
// 1. the board is checked (ctp: ... for a bad one);
// 2. search::linear_scan_costs searches backwards from all tails; each round scans all states for
//    the cheapest one not in T and settles it (see nine_tails_table::solve_with);
// 3. each settled state's canonical next board is picked from the final costs (nine_tails_next).
// One scan of every state for each reachable state: up to 2 x 5 (512 scans of 1,024 states)
// under both compilers' default limits (tests/nine_tails/static_linear_scan.cpp); 4 x 4 would be
// 4,096 scans of 65,536 states, beyond them: use with_dial there.
//! [solve]
template <int Rows, int Cols, nine_tails_model Model = nine_tails_model::weighted>
constexpr auto nine_tails_solve() {
  return detail::solve_nine_tails_table<Rows, Cols, Model>(
      []<std::size_t States>(const auto& graph, search::state_index goal,
                             std::uint8_t(&cost)[States], auto&& settled) {
        search::bit_set<States> done;
        return search::linear_scan_costs(graph, goal, cost, done, settled);
      });
}
//! [solve]

}  // namespace ctp::with_linear_scan

#endif  // CTP_NINE_TAILS_WITH_LINEAR_SCAN_HPP_INCLUDED
