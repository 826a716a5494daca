// Nine tails, as a table of facts (Liang, "The Weighted Nine Tails Problem"; cells row-major,
// H = 0, T = 1, cell 0 the most significant bit; a move at a head flips it and its orthogonal
// neighbours).
#include <catch.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <vector>

#include "ctp/nine_tails.hpp"
#include "ctp/nine_tails/run_time/solution.hpp"
#include "ctp/search/bit_set.hpp"
#include "ctp/search/bucket_queue.hpp"

using ctp::nine_tails_model;
using ctp::nine_tails_shape;
using ctp::nine_tails_state;

TEST_CASE("boards are read and written cell 0 first, H = 0 and T = 1", "[nine_tails][text]") {
  STATIC_REQUIRE(ctp::nine_tails_parse("HHHTTTHHH") == 56);
  STATIC_REQUIRE(ctp::nine_tails_parse("TTTTTTTTT") == 511);
  STATIC_REQUIRE(ctp::nine_tails_parse("THHH", nine_tails_shape{2, 2}) == 8);
  STATIC_REQUIRE(ctp::nine_tails_text<3, 3>(47) == "HHHTHTTTT");
  REQUIRE_THROWS_WITH(ctp::nine_tails_parse("HHT"),
                      "ctp: a nine tails board needs one letter H or T for each cell");
  REQUIRE_THROWS_WITH(ctp::nine_tails_parse("HHHTTTHHX"),
                      "ctp: a nine tails board is written with H (heads) and T (tails) only");
  REQUIRE_THROWS_WITH(ctp::nine_tails_parse("H", nine_tails_shape{6, 5}),
                      "ctp: a nine tails board has 1 to 25 cells (at most 5x5)");
}

TEST_CASE("a move flips 3, 4 or 5 coins: its weight", "[nine_tails][moves]") {
  constexpr nine_tails_shape shape = ctp::nine_tails_shape_3x3;
  STATIC_REQUIRE(shape.weight(0) == 3);  // a corner and its two neighbours
  STATIC_REQUIRE(shape.weight(1) == 4);  // an edge
  STATIC_REQUIRE(shape.weight(4) == 5);  // the centre
  STATIC_REQUIRE(shape.flip_mask(0) == ctp::nine_tails_parse("TTHTHHHHH"));
  STATIC_REQUIRE(shape.is_legal(56, 0));        // cell 0 shows H
  STATIC_REQUIRE_FALSE(shape.is_legal(56, 3));  // cell 3 shows T
  // The move between two boards: Liang's first move is at cell 7 (row 3, column 2)...
  STATIC_REQUIRE(shape.move_between(ctp::nine_tails_parse("HHHTTTHHH"),
                                    ctp::nine_tails_parse("HHHTHTTTT")) == 7);
  // ... none leads back the same way (cell 7 shows T), and none joins boards two moves apart.
  STATIC_REQUIRE(shape.move_between(ctp::nine_tails_parse("HHHTHTTTT"),
                                    ctp::nine_tails_parse("HHHTTTHHH")) == std::nullopt);
  STATIC_REQUIRE(shape.move_between(56, 511) == std::nullopt);
  // On 1 x 2 both moves flip both coins: the smallest cell is the move.
  STATIC_REQUIRE(nine_tails_shape{1, 2}.move_between(0, 3) == 0);
}

TEST_CASE("Liang's example: HHHTTTHHH takes 8 flips", "[nine_tails][liang]") {
  constexpr auto table = ctp::nine_tails_solve<3, 3>();
  constexpr nine_tails_state start = ctp::nine_tails_state_of<"HHHTTTHHH">;
  STATIC_REQUIRE(table.cost(start) == 8);
  STATIC_REQUIRE(table.next(start) == ctp::nine_tails_state_of<"HHHTHTTTT">);
  STATIC_REQUIRE(table.next(table.next(start).value_or(0)) == 511u);
  STATIC_REQUIRE(!table.next(511));
  STATIC_REQUIRE(table.reachable(start));
  STATIC_REQUIRE(table.reachable_count() == 512);
  STATIC_REQUIRE(table.state_count() == 512);
}

TEST_CASE("text out: board before state, as rings_write_text", "[nine_tails][text]") {
  constexpr auto written = [] {
    char letters[4]{};
    ctp::nine_tails_write_text(letters, nine_tails_shape{2, 2}, 8);
    return letters[0] == 'T' && letters[1] == 'H' && letters[2] == 'H' && letters[3] == 'H';
  }();
  STATIC_REQUIRE(written);
}

TEST_CASE("every technique gives the same table", "[nine_tails][techniques]") {
  constexpr auto by_dial = ctp::with_dial::nine_tails_solve<2, 3>();
  STATIC_REQUIRE(ctp::with_binary_heap::nine_tails_solve<2, 3>() == by_dial);
  STATIC_REQUIRE(ctp::with_linear_scan::nine_tails_solve<2, 3>() == by_dial);
  // The same code at run time.
  const auto heap = ctp::with_binary_heap::nine_tails_solve<2, 2>();
  const auto scan = ctp::with_linear_scan::nine_tails_solve<2, 2>();
  REQUIRE(heap == scan);
  const ctp::nine_tails_solution solution(nine_tails_shape{2, 2}, nine_tails_model::weighted);
  REQUIRE(heap.cost(0) == solution.cost(0));
}

TEST_CASE("the same solver at run time, for any board up to 5x5", "[nine_tails][runtime]") {
  const ctp::nine_tails_solution weighted(ctp::nine_tails_shape_3x3, nine_tails_model::weighted);
  REQUIRE(weighted.cost(56) == 8);
  REQUIRE(weighted.next(56) == 47u);
  REQUIRE(weighted.path(56) == std::vector<nine_tails_state>{56, 47, 511});
  REQUIRE(weighted.reachable_count() == 512);
  REQUIRE(weighted.state_count() == 512);
  REQUIRE(weighted.states_per_cost().size() == 36);  // costs 0 to 35

  const ctp::nine_tails_solution unweighted(ctp::nine_tails_shape_3x3,
                                            nine_tails_model::unweighted);
  REQUIRE(unweighted.cost(56) == 2);

  const ctp::nine_tails_solution four(nine_tails_shape{4, 4}, nine_tails_model::weighted);
  constexpr auto compiled = ctp::nine_tails_solve<4, 4>();
  REQUIRE(four.reachable_count() == compiled.reachable_count());
  const auto& costs = compiled.costs();
  const std::vector<std::uint8_t> compiled_costs(std::begin(costs), std::end(costs));
  REQUIRE(compiled_costs == four.costs());
  REQUIRE(four.path(0).size() == compiled.path(0).size());
}

namespace {

// Every state's cost by dial_costs over all 2^cells states (nine_tails_solve_costs, the search of
// the compile-time table), to compare with nine_tails_solution's search over the span.
template <nine_tails_model Model>
std::vector<std::uint8_t> costs_over_every_state(nine_tails_shape shape, std::uint64_t& reached) {
  std::vector<std::uint8_t> cost(shape.state_count());
  ctp::search::bucket_queue<ctp::search::dynamic_bit_set,
                            ctp::nine_tails_reverse_graph<Model>::max_weight>
      queue(shape.state_count());
  reached = ctp::nine_tails_solve_costs<Model>(shape, cost, queue, [](ctp::search::state_index) {});
  return cost;
}

}  // namespace

TEST_CASE("the run-time solver searches only the span, and finds every cost of the full search",
          "[nine_tails][runtime][span]") {
  // The compiler runs it too: 3 x 3 gives the compile-time table, in both models.
  constexpr bool same_3x3 = [] {
    const ctp::nine_tails_solution weighted(ctp::nine_tails_shape_3x3, nine_tails_model::weighted);
    const ctp::nine_tails_solution unweighted(ctp::nine_tails_shape_3x3,
                                              nine_tails_model::unweighted);
    constexpr auto weighted_table = ctp::nine_tails_solve<3, 3>();
    constexpr auto unweighted_table = ctp::nine_tails_solve<3, 3, nine_tails_model::unweighted>();
    for (nine_tails_state s = 0; s != 512; ++s)
      if (weighted.cost(s) != weighted_table.cost(s) ||
          unweighted.cost(s) != unweighted_table.cost(s))
        return false;
    return weighted.reachable_count() == 512 && unweighted.reachable_count() == 512;
  }();
  STATIC_REQUIRE(same_3x3);

  // Every board of 1 to 16 cells, both models: the same bytes as dial_costs over every state,
  // whether the span is every state (rank = cells) or a part of them (4 x 4: 4,096 of 65,536).
  for (int rows = 1; rows <= 16; ++rows) {
    for (int cols = 1; rows * cols <= 16; ++cols) {
      const nine_tails_shape shape{rows, cols};
      CAPTURE(rows, cols);
      std::uint64_t reached = 0;
      const ctp::nine_tails_solution weighted(shape, nine_tails_model::weighted);
      REQUIRE(weighted.costs() ==
              costs_over_every_state<nine_tails_model::weighted>(shape, reached));
      REQUIRE(weighted.reachable_count() == reached);
      const ctp::nine_tails_solution unweighted(shape, nine_tails_model::unweighted);
      REQUIRE(unweighted.costs() ==
              costs_over_every_state<nine_tails_model::unweighted>(shape, reached));
      REQUIRE(unweighted.reachable_count() == reached);
    }
  }
}

TEST_CASE("a board that cannot reach all tails says so", "[nine_tails][unreachable]") {
  const ctp::nine_tails_solution four(nine_tails_shape{4, 4}, nine_tails_model::weighted);
  const nine_tails_state stuck = ctp::nine_tails_parse("HTTTTTTTTTTTTTTT", nine_tails_shape{4, 4});
  REQUIRE_FALSE(four.reachable(stuck));
  REQUIRE(four.path(stuck).empty());
  REQUIRE_FALSE(four.next(stuck).has_value());
  REQUIRE(four.reachable_count() == 4096);
}

TEST_CASE("the certificate catches a wrong cost", "[nine_tails][certificate]") {
  constexpr auto check = [] {
    const auto table = ctp::nine_tails_solve<3, 3>();
    std::array<std::uint8_t, 512> cost{};
    for (std::size_t s = 0; s != cost.size(); ++s) cost[s] = table.costs()[s];
    cost[56] = 9;  // one flip too many
    return ctp::nine_tails_certify<nine_tails_model::weighted>(ctp::nine_tails_shape_3x3, cost);
  }();
  STATIC_REQUIRE(check == ctp::nine_tails_certificate_result{false, 56});
}

namespace {
// Whether nine_tails_first_cells_decide holds for every board of 1 to 25 cells.
constexpr bool first_cells_decide_every_board() {
  for (int rows = 1; rows <= 25; ++rows) {
    for (int cols = 1; rows * cols <= 25; ++cols) {
      if (!ctp::nine_tails_first_cells_decide(nine_tails_shape{rows, cols})) return false;
    }
  }
  return true;
}
}  // namespace

TEST_CASE("the boards that reach all tails are the span of the moves over GF(2)",
          "[nine_tails][span]") {
  STATIC_REQUIRE(ctp::nine_tails_move_rank(nine_tails_shape{3, 3}) == 9);
  STATIC_REQUIRE(ctp::nine_tails_move_rank(nine_tails_shape{4, 4}) == 12);
  STATIC_REQUIRE(ctp::nine_tails_move_rank(nine_tails_shape{5, 5}) == 23);
  STATIC_REQUIRE(ctp::nine_tails_span_size(nine_tails_shape{3, 3}) == 512);
  STATIC_REQUIRE(ctp::nine_tails_span_size(nine_tails_shape{4, 4}) == 4'096);
  STATIC_REQUIRE(ctp::nine_tails_span_size(nine_tails_shape{5, 5}) == 8'388'608);
  REQUIRE_THROWS_WITH(ctp::nine_tails_move_rank(nine_tails_shape{6, 5}),
                      "ctp: a nine tails board has 1 to 25 cells (at most 5x5)");
  // Every board of 1 to 25 cells: the boards of the span differ in their first rank cells, the
  // layout of ctp-gen's tables.
  STATIC_REQUIRE(first_cells_decide_every_board());
  REQUIRE_THROWS_WITH(ctp::nine_tails_first_cells_decide(nine_tails_shape{6, 5}),
                      "ctp: a nine tails board has 1 to 25 cells (at most 5x5)");

  // Every board of 1 to 16 cells: the solver reaches all tails from exactly the span.
  for (int rows = 1; rows <= 16; ++rows) {
    for (int cols = 1; rows * cols <= 16; ++cols) {
      const nine_tails_shape shape{rows, cols};
      CAPTURE(rows, cols);
      REQUIRE(ctp::nine_tails_solution(shape, nine_tails_model::unweighted).reachable_count() ==
              ctp::nine_tails_span_size(shape));
    }
  }
}
