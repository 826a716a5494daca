// The nine tails specification, applied to every technique (dial, binary_heap, linear_scan) so
// that all of them are proven equal to each other, state by state, and to the run printed in
// Liang's "The Weighted Nine Tails Problem". Each fact is checked by spec::fact, so that a
// technique that breaks one fails to compile with the technique's word and the fact.
#ifndef CTP_TESTS_NINE_TAILS_SPEC_HPP_INCLUDED
#define CTP_TESTS_NINE_TAILS_SPEC_HPP_INCLUDED

#include <bit>
#include <cstdint>
#include <utility>

#include "ctp/nine_tails.hpp"
#include "spec_fact.hpp"

namespace nine_tails_spec {

using ctp::nine_tails_model;
using ctp::nine_tails_state;

// A technique is a type with its word and its entry point:
//   struct dial {
//     static constexpr const char* word = "dial";
//     template <int Rows, int Cols, ctp::nine_tails_model Model>
//     static constexpr auto nine_tails_solve() {
//       return ctp::with_dial::nine_tails_solve<Rows, Cols, Model>();
//     }
//   };
// Its table, solved once for every check of the same board.
template <int Rows, int Cols, nine_tails_model Model, class Technique>
inline constexpr auto solved = Technique::template nine_tails_solve<Rows, Cols, Model>();

// The techniques. Dial's buckets (ctp::nine_tails_solve) are the reference every technique is
// compared with.
struct dial {
  static constexpr const char* word = "dial";
  template <int Rows, int Cols, nine_tails_model Model>
  static constexpr auto nine_tails_solve() {
    return ctp::with_dial::nine_tails_solve<Rows, Cols, Model>();
  }
};
struct binary_heap {
  static constexpr const char* word = "binary_heap";
  template <int Rows, int Cols, nine_tails_model Model>
  static constexpr auto nine_tails_solve() {
    return ctp::with_binary_heap::nine_tails_solve<Rows, Cols, Model>();
  }
};
struct linear_scan {
  static constexpr const char* word = "linear_scan";
  template <int Rows, int Cols, nine_tails_model Model>
  static constexpr auto nine_tails_solve() {
    return ctp::with_linear_scan::nine_tails_solve<Rows, Cols, Model>();
  }
};

// The facts about the states first .. last - 1 of a Rows x Cols table, whichever technique
// solved it. Each fact is written out where it is checked: g++ quotes the call as written,
// clang the values.
template <int Rows, int Cols, nine_tails_model Model, class Technique>
constexpr bool check_states(std::uint64_t first, std::uint64_t last) {
  const auto& table = solved<Rows, Cols, Model, Technique>;
  const auto& reference = solved<Rows, Cols, Model, dial>;
  constexpr ctp::nine_tails_shape shape{Rows, Cols};
  // 1. The Bellman certificate: every cost is the least, over the state's legal moves, of the
  //    move's weight plus the next state's cost (all tails 0, unreachable where nothing is).
  if (!spec::fact(ctp::nine_tails_certify<Model>(shape, table.costs(), first, last).optimal,
                  Technique::word, "the Bellman certificate holds on every state"))
    return false;
  // The costs are read from the arrays directly: one call a state is a lot for the compilers.
  const auto& cost = table.costs();
  const auto& reference_cost = reference.costs();
  nine_tails_state masks[Rows * Cols]{};  // the coins a move at each cell flips
  for (int cell = 0; cell != shape.cells(); ++cell) masks[cell] = shape.flip_mask(cell);
  for (std::uint64_t s = first; s != last; ++s) {
    const auto u = static_cast<nine_tails_state>(s);
    // The next board, or u itself where there is none (at all tails, or where they cannot be
    // reached), so that one compare checks both.
    const nine_tails_state next = table.next(u).value_or(u);
    // 2. The same answer as Dial's buckets, cost and canonical next board alike.
    if (!spec::fact(cost[u] == reference_cost[u] && next == reference.next(u).value_or(u),
                    Technique::word, "every cost and next board equal the Dial table's"))
      return false;
    // 3. The next board is one legal move away and keeps to an optimal path; none at all tails
    //    and where all tails cannot be reached.
    bool next_ok = next == u;
    if (cost[u] != ctp::search::unreachable<std::uint8_t> && u != shape.all_tails()) {
      const nine_tails_state flipped = u ^ next;
      const unsigned weight =
          Model == nine_tails_model::weighted ? static_cast<unsigned>(std::popcount(flipped)) : 1u;
      bool legal = false;
      for (int cell = 0; cell != shape.cells(); ++cell)
        legal = legal || (flipped == masks[cell] && (u & shape.bit(cell)) == 0);
      next_ok = legal && cost[next] + weight == cost[u];
    }
    if (!spec::fact(next_ok, Technique::word,
                    "every next board is one legal move away on an optimal path"))
      return false;
  }
  return true;
}

// How many states reach all tails, and the largest cost of one that does, on a 3 x 3 and a 4 x 4
// board: the 3 x 3 numbers are those of Liang's model, the 4 x 4 ones what ctp::nine_tails_solution
// finds at run time (tests/nine_tails/nine_tails_test.cpp).
struct board_facts {
  std::uint64_t reachable;
  unsigned hardest;
};
template <int Rows, int Cols, nine_tails_model Model>
constexpr board_facts known_facts() {
  const bool weighted = Model == nine_tails_model::weighted;
  if (Rows == 3 && Cols == 3) return {512, weighted ? 35u : 10u};
  if (Rows == 4 && Cols == 4) return {4096, weighted ? 32u : 8u};
  return {0, 0};
}

// The facts about a whole table.
template <int Rows, int Cols, nine_tails_model Model, class Technique>
constexpr bool check_table() {
  const auto& table = solved<Rows, Cols, Model, Technique>;
  constexpr ctp::nine_tails_shape shape{Rows, Cols};
  // 1. All tails is the goal: cost 0, and it is its own next board.
  constexpr nine_tails_state goal = shape.all_tails();
  if (!spec::fact(table.cost(goal) == 0 && !table.next(goal), Technique::word,
                  "all tails costs 0 and is its own next board"))
    return false;
  // 2. reachable_count() counts the states that reach all tails; state_count() is 2^cells.
  std::uint64_t reachable = 0;
  unsigned hardest = 0;
  for (const unsigned c : table.costs()) {
    if (c == ctp::search::unreachable<std::uint8_t>) continue;
    ++reachable;
    if (c > hardest) hardest = c;
  }
  if (!spec::fact(
          table.state_count() == shape.state_count() && table.reachable_count() == reachable,
          Technique::word, "reachable_count() counts the states that reach all tails"))
    return false;
  // 3. The known boards: how many reach all tails, and the hardest.
  constexpr board_facts known = known_facts<Rows, Cols, Model>();
  if constexpr (Rows == 3 && Cols == 3)
    if (!spec::fact(reachable == known.reachable, Technique::word,
                    "512 of 512 states reach all tails on 3x3"))
      return false;
  if constexpr (Rows == 4 && Cols == 4)
    if (!spec::fact(reachable == known.reachable, Technique::word,
                    "4096 of 65536 states reach all tails on 4x4"))
      return false;
  if constexpr (known.reachable != 0)
    if (!spec::fact(hardest == known.hardest, Technique::word,
                    "the hardest board costs 35 flips or 10 moves on 3x3, 32 or 8 on 4x4"))
      return false;
  // 4. Liang's printed run on 3 x 3: "The number of flips is 8" along his three boards; the
  //    unweighted model (his NineTailModel) goes the same way in 2 moves.
  if constexpr (Rows == 3 && Cols == 3) {
    constexpr nine_tails_state start = ctp::nine_tails_state_of<"HHHTTTHHH">;
    const auto path = table.path(start);
    const bool printed_path = path.size() == 3 &&
                              path[1] == ctp::nine_tails_state_of<"HHHTHTTTT"> &&
                              path[2] == ctp::nine_tails_state_of<"TTTTTTTTT">;
    if constexpr (Model == nine_tails_model::weighted) {
      if (!spec::fact(printed_path && table.cost(start) == 8, Technique::word,
                      "Liang's printed path HHHTTTHHH -> HHHTHTTTT -> TTTTTTTTT costs 8"))
        return false;
    } else {
      if (!spec::fact(printed_path && table.cost(start) == 2, Technique::word,
                      "unweighted, HHHTTTHHH -> HHHTHTTTT -> TTTTTTTTT takes 2 moves"))
        return false;
    }
  }
  return true;
}

// One constant evaluation per piece of the states, so that each gets the compiler's whole budget.
template <int Rows, int Cols, nine_tails_model Model, class Technique, std::uint64_t First,
          std::uint64_t Last>
inline constexpr bool states_hold = check_states<Rows, Cols, Model, Technique>(First, Last);

template <int Rows, int Cols, nine_tails_model Model, class Technique, std::uint64_t Pieces,
          std::uint64_t... Piece>
constexpr bool all_states_hold(std::integer_sequence<std::uint64_t, Piece...>) {
  constexpr std::uint64_t size = (std::uint64_t{1} << (Rows * Cols)) / Pieces;
  return (states_hold<Rows, Cols, Model, Technique, Piece * size, (Piece + 1) * size> && ...);
}

// The whole specification for one board and model: the table's facts, then its states' in
// Pieces constant evaluations (a power of two; 16 for a 4 x 4 board).
template <int Rows, int Cols, nine_tails_model Model, class Technique, std::uint64_t Pieces = 1>
inline constexpr bool holds = check_table<Rows, Cols, Model, Technique>() &&
                              all_states_hold<Rows, Cols, Model, Technique, Pieces>(
                                  std::make_integer_sequence<std::uint64_t, Pieces>{});

}  // namespace nine_tails_spec

#endif  // CTP_TESTS_NINE_TAILS_SPEC_HPP_INCLUDED
