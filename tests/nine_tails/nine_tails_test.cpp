// Nine tails, as a table of facts (seed 003, Liang; cells row-major, H = 0, T = 1, cell 0 the
// most significant bit; a move at a head flips it and its orthogonal neighbours).
#include <catch.hpp>

#include <cstdint>
#include <vector>

#include "ctp/nine_tails.hpp"

using ctp::nine_tails_board;
using ctp::nine_tails_model;
using ctp::nine_tails_state;

TEST_CASE("boards are read and written cell 0 first, H = 0 and T = 1", "[nine_tails][text]") {
  STATIC_REQUIRE(ctp::nine_tails_index("HHHTTTHHH") == 56);
  STATIC_REQUIRE(ctp::nine_tails_index("TTTTTTTTT") == 511);
  STATIC_REQUIRE(ctp::nine_tails_index("THHH", nine_tails_board{2, 2}) == 8);
  STATIC_REQUIRE(ctp::nine_tails_text<3, 3>(47) == "HHHTHTTTT");
  REQUIRE_THROWS_WITH(ctp::nine_tails_index("HHT"), "ctp: a nine tails board needs one letter H or T for each cell");
  REQUIRE_THROWS_WITH(ctp::nine_tails_index("HHHTTTHHX"), "ctp: a nine tails board is written with H (heads) and T (tails) only");
  REQUIRE_THROWS_WITH(ctp::nine_tails_index("H", nine_tails_board{6, 5}), "ctp: a nine tails board has 1 to 25 cells (at most 5x5)");
}

TEST_CASE("a move flips 3, 4 or 5 coins: its weight", "[nine_tails][moves]") {
  constexpr nine_tails_board board = ctp::nine_tails_3x3;
  STATIC_REQUIRE(board.weight(0) == 3);  // a corner and its two neighbours
  STATIC_REQUIRE(board.weight(1) == 4);  // an edge
  STATIC_REQUIRE(board.weight(4) == 5);  // the centre
  STATIC_REQUIRE(board.flip_mask(0) == ctp::nine_tails_index("TTHTHHHHH"));
  STATIC_REQUIRE(board.is_legal(56, 0));        // cell 0 shows H
  STATIC_REQUIRE_FALSE(board.is_legal(56, 3));  // cell 3 shows T
}

TEST_CASE("the seed's example: HHHTTTHHH takes 8 flips", "[nine_tails][seed]") {
  constexpr auto table = ctp::nine_tails_solve<3, 3>();
  constexpr nine_tails_state start = ctp::nine_tails_index_of<"HHHTTTHHH">;
  STATIC_REQUIRE(table.cost_of(start) == 8);
  STATIC_REQUIRE(table.next_of(start) == ctp::nine_tails_index_of<"HHHTHTTTT">);
  STATIC_REQUIRE(table.next_of(table.next_of(start)) == 511);
}

TEST_CASE("the same solver at run time, for any board up to 5x5", "[nine_tails][runtime]") {
  const ctp::nine_tails_solution weighted(ctp::nine_tails_3x3, nine_tails_model::weighted);
  REQUIRE(weighted.cost_of(56) == 8);
  REQUIRE(weighted.path(56) == std::vector<nine_tails_state>{56, 47, 511});
  REQUIRE(weighted.reachable() == 512);
  REQUIRE(weighted.states_per_cost().size() == 36);  // costs 0 to 35

  const ctp::nine_tails_solution unweighted(ctp::nine_tails_3x3, nine_tails_model::unweighted);
  REQUIRE(unweighted.cost_of(56) == 2);

  const ctp::nine_tails_solution four(nine_tails_board{4, 4}, nine_tails_model::weighted);
  constexpr auto compiled = ctp::nine_tails_solve<4, 4>();
  REQUIRE(four.reachable() == compiled.reachable);
  REQUIRE(std::vector<std::uint8_t>(compiled.cost, compiled.cost + compiled.states) == four.costs());
  REQUIRE(four.path(0).size() == compiled.path(0).size());
}

TEST_CASE("a board that cannot reach all tails says so", "[nine_tails][unreachable]") {
  const ctp::nine_tails_solution four(nine_tails_board{4, 4}, nine_tails_model::weighted);
  const nine_tails_state stuck = ctp::nine_tails_index("HTTTTTTTTTTTTTTT", nine_tails_board{4, 4});
  REQUIRE_FALSE(four.reaches_goal(stuck));
  REQUIRE(four.path(stuck).empty());
  REQUIRE(four.reachable() == 4096);
}

TEST_CASE("the certificate catches a wrong cost", "[nine_tails][certificate]") {
  constexpr auto check = [] {
    auto table = ctp::nine_tails_solve<3, 3>();
    table.cost[56] = 9;  // one flip too many
    return ctp::nine_tails_certify<nine_tails_model::weighted>(ctp::nine_tails_3x3, table.cost);
  }();
  STATIC_REQUIRE(check == ctp::nine_tails_certificate_result{false, 56});
}
