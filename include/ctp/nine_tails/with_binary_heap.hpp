// Nine tails (Liang, "The Weighted Nine Tails Problem") by Dijkstra's algorithm with a binary
// heap, the textbook priority queue: the cheapest waiting state in O(log V), for any weights.
#ifndef CTP_NINE_TAILS_WITH_BINARY_HEAP_HPP_INCLUDED
#define CTP_NINE_TAILS_WITH_BINARY_HEAP_HPP_INCLUDED

#include <cstddef>
#include <cstdint>

#include "ctp/nine_tails/rules.hpp"
#include "ctp/nine_tails/table.hpp"
#include "ctp/search/binary_heap.hpp"
#include "ctp/search/graph.hpp"
#include "ctp/search/indexed_heap.hpp"

namespace ctp::with_binary_heap {

// Every state of a Rows x Cols board (1 to 16 cells) solved at compile time (or at run time: the
// same code), as a nine_tails_table:
// 1. the board is checked (ctp: ... for a bad one);
// 2. search::binary_heap_costs searches backwards from all tails with an indexed binary heap of
//    (cost, state), a decrease-key where a waiting state gets cheaper, and settles the states in
//    the same order as Dial's buckets do (see nine_tails_table::solve_with);
// 3. each settled state's canonical next board is picked from the final costs (nine_tails_next).
// Reaches 4 x 4 under g++-12's default limits (tests/nine_tails/static_table_4x4.cpp) and 2 x 5
// under clang++-19's (tests/nine_tails/static_binary_heap.cpp).
//! [solve]
template <int Rows, int Cols, nine_tails_model Model = nine_tails_model::weighted>
constexpr auto nine_tails_solve() {
  return detail::solve_nine_tails_table<Rows, Cols, Model>(
      []<std::size_t States>(const auto& graph, search::state_index goal,
                             std::uint8_t(&cost)[States], auto&& settled) {
        search::indexed_heap<States> heap;
        return search::binary_heap_costs(graph, goal, cost, heap, settled);
      });
}
//! [solve]

}  // namespace ctp::with_binary_heap

#endif  // CTP_NINE_TAILS_WITH_BINARY_HEAP_HPP_INCLUDED
