// Water pouring, as a table of facts (seed 004: a state is the cups' contents in order; a pour
// i -> j moves min(c_i, cap_j - c_j) and counts only if that is more than 0; with a tap, fill
// and empty are moves too; the canonical path is the first breadth-first search finds).
#include <catch.hpp>

#include <cstdint>
#include <vector>

#include "ctp/water_pouring.hpp"

using ctp::water_goal;
using ctp::water_move;
using ctp::water_puzzle;
using ctp::water_state;

namespace {
constexpr water_puzzle classic{{3, {3, 5, 8}}, {3, {0, 0, 8}}, false};
}

TEST_CASE("a pour stops when the source is empty or the target full", "[water][rules]") {
  STATIC_REQUIRE(ctp::water_apply(classic, {3, {0, 0, 8}}, {water_move::pour, 2, 1}) == water_state{3, {0, 5, 3}});
  STATIC_REQUIRE(ctp::water_apply(classic, {3, {0, 5, 3}}, {water_move::pour, 1, 0}) == water_state{3, {3, 2, 3}});
  STATIC_REQUIRE(ctp::water_move_between(classic, {3, {0, 0, 8}}, {3, {3, 0, 5}}) == water_move{water_move::pour, 2, 0});
}

TEST_CASE("the classic puzzle: 4 in any cup in 6 pours, the canonical path", "[water][solve]") {
  const auto solution = ctp::water_solve(classic, water_goal::amount_anywhere(4));
  REQUIRE(solution.solvable);
  REQUIRE(solution.moves() == 6);
  REQUIRE(solution.path == std::vector<water_state>{{3, {0, 0, 8}}, {3, {0, 5, 3}}, {3, {3, 2, 3}},
                                                    {3, {0, 2, 6}}, {3, {2, 0, 6}}, {3, {2, 5, 1}},
                                                    {3, {3, 4, 1}}});
}

TEST_CASE("goals: an amount in a given cup, an exact state", "[water][goals]") {
  STATIC_REQUIRE(ctp::water_solve(classic, water_goal::amount_in(2, 4)).moves() == 7);
  STATIC_REQUIRE(ctp::water_solve(classic, water_goal::exactly({3, {3, 1, 4}})).moves() == 7);
  STATIC_REQUIRE(ctp::water_solve(classic, water_goal::amount_anywhere(8)).moves() == 0);
}

TEST_CASE("an unsolvable puzzle says so", "[water][unsolvable]") {
  // Cups of 2 and 4 hold even amounts only.
  constexpr water_puzzle even{{2, {2, 4}}, {2, {0, 4}}, false};
  STATIC_REQUIRE_FALSE(ctp::water_solve(even, water_goal::amount_anywhere(1)).solvable);
  STATIC_REQUIRE(ctp::water_solve(even, water_goal::amount_anywhere(1)).moves() == -1);
  STATIC_REQUIRE(ctp::water_solve(even, water_goal::amount_anywhere(1)).path.empty());
}

TEST_CASE("with a tap, fill and empty are moves too", "[water][tap]") {
  // The die-hard puzzle: 3 and 5 gallon jugs, a tap, 4 gallons.
  constexpr water_puzzle jugs{{2, {3, 5}}, {2, {0, 0}}, true};
  STATIC_REQUIRE(ctp::water_solve(jugs, water_goal::amount_anywhere(4)).moves() == 6);
  const auto path = ctp::water_solve(jugs, water_goal::amount_anywhere(4)).path;
  REQUIRE(ctp::water_move_between(jugs, path[0], path[1]) == water_move{water_move::fill, 1});
}

TEST_CASE("every reachable state with its distance, start first", "[water][reached]") {
  const ctp::water_search search(classic);
  const auto reached = search.reached();
  REQUIRE(reached.size() == 16);
  REQUIRE(reached.front().state == classic.start);
  REQUIRE(reached.front().moves == 0);
  REQUIRE(reached[1].state == water_state{3, {3, 0, 5}});  // pour 8 -> 3 comes first (row-major)
}

TEST_CASE("the seed's tree search finds a solution, not always the shortest", "[water][tree]") {
  const auto trace = ctp::water_tree_search(classic, water_goal::amount_anywhere(4));
  REQUIRE(trace.size() - 1 == 7);
  REQUIRE(trace.back() == water_state{3, {3, 1, 4}});  // the seed's success state
}

TEST_CASE("the hardest puzzles of a family, every tie", "[water][hardest]") {
  const auto three = ctp::water_hardest(3, 8, false);
  REQUIRE(three.moves > 0);
  for (const auto& puzzle : three.puzzles) {
    const water_puzzle p{puzzle.capacity, puzzle.start, false};
    REQUIRE(ctp::water_solve(p, water_goal::amount_anywhere(puzzle.goal_amount)).moves() == three.moves);
  }
  REQUIRE(ctp::water_hardest(3, 20, false).moves == 19);
  REQUIRE(ctp::water_hardest(4, 12, false).moves == 11);
}

TEST_CASE("bad puzzles are rejected with a ctp: message", "[water][errors]") {
  REQUIRE_THROWS_WITH(ctp::water_solve({{3, {3, 0, 8}}, {3, {0, 0, 8}}}, water_goal::amount_anywhere(4)),
                      "ctp: a cup's capacity must be positive");
  REQUIRE_THROWS_WITH(ctp::water_solve({{2, {3, 5}}, {2, {4, 0}}}, water_goal::amount_anywhere(1)),
                      "ctp: a cup cannot start with more than its capacity, or less than nothing");
  REQUIRE_THROWS_WITH(ctp::water_solve(classic, water_goal::amount_anywhere(9)),
                      "ctp: the goal amount must be between 0 and the largest cup's capacity");
  REQUIRE_THROWS_WITH(ctp::water_solve({{1, {3}}, {1, {3}}}, water_goal::amount_anywhere(1)),
                      "ctp: water pouring needs 2 to 8 cups");
  REQUIRE_THROWS_WITH(ctp::water_hardest(9, 3, false), "ctp: water pouring needs 2 to 8 cups");
}

TEST_CASE("from every reachable state: the fewest moves to the goal and the next move", "[water][distances]") {
  constexpr auto from_start = [] {
    const ctp::water_search search(classic);
    return ctp::water_distances_to(search, water_goal::amount_anywhere(4)).moves[0];
  }();
  STATIC_REQUIRE(from_start == 6);  // the same as solving from the start

  const ctp::water_search search(classic);
  const auto to_four = ctp::water_distances_to(search, water_goal::amount_anywhere(4));
  REQUIRE(to_four.moves.size() == search.reached_count());
  for (std::uint64_t p = 0; p != search.reached_count(); ++p) {
    const ctp::water_puzzle from_here{classic.capacity, search.reached_state(p), false};
    REQUIRE(to_four.moves[p] == static_cast<std::uint32_t>(ctp::water_solve(from_here, water_goal::amount_anywhere(4)).moves()));
    if (to_four.moves[p] == 0) continue;
    const water_state next = ctp::water_apply(classic, search.reached_state(p), to_four.next[p]);
    REQUIRE(to_four.moves[search.position(next)] + 1 == to_four.moves[p]);
  }
}
