// Water pouring, as a table of facts (the water-cups post's puzzle: a state is the cups' contents
// in order; a pour i -> j moves min(c_i, cap_j - c_j) and counts only if that is more than 0;
// with a tap, fill and empty are moves too; the canonical path is the first breadth-first search
// finds), and the vocabulary: validity, text in and out, the default start.
#include <catch.hpp>

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "ctp/water_pouring.hpp"
#include "ctp/water_pouring/run_time/goal_distances.hpp"
#include "ctp/water_pouring/run_time/hardest.hpp"

using ctp::water_goal;
using ctp::water_move;
using ctp::water_puzzle;
using ctp::water_state;

namespace {
constexpr water_puzzle classic{{3, {3, 5, 8}}, {3, {0, 0, 8}}, false};
}

TEST_CASE("a pour stops when the source is empty or the target full", "[water][rules]") {
  STATIC_REQUIRE(ctp::water_apply(classic, {3, {0, 0, 8}}, {water_move::pour, 2, 1}) ==
                 water_state{3, {0, 5, 3}});
  STATIC_REQUIRE(ctp::water_apply(classic, {3, {0, 5, 3}}, {water_move::pour, 1, 0}) ==
                 water_state{3, {3, 2, 3}});
  STATIC_REQUIRE(ctp::water_move_between(classic, {3, {0, 0, 8}}, {3, {3, 0, 5}}) ==
                 water_move{water_move::pour, 2, 0});
}

TEST_CASE("the classic puzzle: 4 in any cup in 6 pours, the canonical path", "[water][solve]") {
  const auto solution = ctp::water_solve(classic, water_goal::amount_anywhere(4));
  REQUIRE(solution.reachable());
  REQUIRE(solution.cost() == 6);
  REQUIRE(solution.path() ==
          ctp::water_solution::path_type{std::vector<water_state>{{3, {0, 0, 8}},
                                                                  {3, {0, 5, 3}},
                                                                  {3, {3, 2, 3}},
                                                                  {3, {0, 2, 6}},
                                                                  {3, {2, 0, 6}},
                                                                  {3, {2, 5, 1}},
                                                                  {3, {3, 4, 1}}}});
}

TEST_CASE("goals: an amount in a given cup, an exact state", "[water][goals]") {
  STATIC_REQUIRE(ctp::water_solve(classic, water_goal::amount_in(2, 4)).cost() == 7);
  STATIC_REQUIRE(ctp::water_solve(classic, water_goal::exactly({3, {3, 1, 4}})).cost() == 7);
  STATIC_REQUIRE(ctp::water_solve(classic, water_goal::amount_anywhere(8)).cost() == 0);
}

TEST_CASE("an unsolvable puzzle says so", "[water][unsolvable]") {
  // Cups of 2 and 4 hold even amounts only.
  constexpr water_puzzle even{{2, {2, 4}}, {2, {0, 4}}, false};
  STATIC_REQUIRE_FALSE(ctp::water_solve(even, water_goal::amount_anywhere(1)).reachable());
  STATIC_REQUIRE_FALSE(ctp::water_solve(even, water_goal::amount_anywhere(1)).cost());
  STATIC_REQUIRE(ctp::water_solve(even, water_goal::amount_anywhere(1)).path().empty());
}

TEST_CASE("with a tap, fill and empty are moves too", "[water][tap]") {
  // The die-hard puzzle: 3 and 5 gallon jugs, a tap, 4 gallons.
  constexpr water_puzzle jugs{{2, {3, 5}}, {2, {0, 0}}, true};
  STATIC_REQUIRE(ctp::water_solve(jugs, water_goal::amount_anywhere(4)).cost() == 6);
  const auto path = ctp::water_solve(jugs, water_goal::amount_anywhere(4)).path();
  REQUIRE(ctp::water_move_between(jugs, path[0], path[1]) == water_move{water_move::fill, 1});
}

TEST_CASE("the graph's edges are the rules' moves, indexed without building the next state",
          "[water][graph]") {
  // water_graph::for_each_edge moves the index by the water each move shifts; it must list the
  // index of water_apply's state for every move of every state, in the canonical order.
  for (const bool tap : {false, true}) {
    const water_puzzle puzzle{{3, {3, 5, 8}}, {3, {0, 0, 0}}, tap};
    const ctp::water_graph graph(puzzle);
    std::uint64_t compared = 0;
    for (ctp::search::state_index i = 0; i != graph.state_count(); ++i) {
      CAPTURE(tap, i);
      std::vector<ctp::search::state_index> edges, moves;
      graph.for_each_edge(i, [&](ctp::search::state_index j, unsigned) { edges.push_back(j); });
      ctp::water_for_each_move(
          puzzle, graph.state(i),
          [&](const water_move&, const water_state& next) { moves.push_back(graph.index(next)); });
      REQUIRE(edges == moves);
      compared += edges.size();
    }
    REQUIRE(compared > graph.state_count());  // most states have moves: the facts are not empty
  }
}

TEST_CASE("every reachable state with its distance, start first", "[water][reached]") {
  const ctp::water_search search(classic);
  const auto reached = search.reached();
  REQUIRE(reached.size() == 16);
  REQUIRE(reached.front().state == classic.start);
  REQUIRE(reached.front().moves == 0);
  REQUIRE(reached[1].state == water_state{3, {3, 0, 5}});  // pour 8 -> 3 comes first (row-major)
}

TEST_CASE("the post's depth-first Game tree finds a solution, not always the shortest",
          "[water][depth_first]") {
  const auto solution = ctp::with_depth_first::water_solve(classic, water_goal::amount_anywhere(4));
  REQUIRE(solution.cost() == 7);
  REQUIRE(solution.path().back() == water_state{3, {3, 1, 4}});  // the post's success state
  constexpr water_puzzle even{{2, {2, 4}}, {2, {0, 4}}, false};
  REQUIRE_FALSE(
      ctp::with_depth_first::water_solve(even, water_goal::amount_anywhere(1)).reachable());
}

TEST_CASE("the hardest puzzles of a family, every tie", "[water][hardest]") {
  const auto three = ctp::water_hardest(3, 8, false);
  REQUIRE(three.moves > 0);
  for (const auto& puzzle : three.puzzles) {
    const water_puzzle p{puzzle.capacity, puzzle.start, false};
    REQUIRE(ctp::water_solve(p, water_goal::amount_anywhere(puzzle.goal_amount)).cost() ==
            three.moves);
  }
  REQUIRE(ctp::water_hardest(3, 20, false).moves == 19);
  REQUIRE(ctp::water_hardest(4, 12, false).moves == 11);
}

TEST_CASE("a family cut into shares gives the same hardest puzzles, in the same order",
          "[water][hardest]") {
  using ctp::water_capacities;
  struct family {
    int cups, largest;
    bool tap;
    water_capacities rule;
  };
  for (const family f : {family{3, 12, false, water_capacities::repeats_allowed},
                         family{3, 12, true, water_capacities::distinct},
                         family{4, 10, false, water_capacities::repeats_allowed},
                         family{2, 3, true, water_capacities::repeats_allowed}}) {
    const auto whole = ctp::water_hardest(f.cups, f.largest, f.tap, f.rule);
    const std::uint64_t tuples = ctp::water_hardest_tuple_count(f.cups, f.largest, f.tap, f.rule);
    for (const int count : {1, 2, 3, 7, 64}) {
      CAPTURE(f.cups, f.largest, f.tap, count);
      std::vector<ctp::water_hardest_result> shares;
      std::uint64_t searched = 0;
      for (int index = count - 1; index >= 0; --index)  // any order of shares merges alike
        shares.push_back(ctp::water_hardest(f.cups, f.largest, f.tap, f.rule, {index, count},
                                            [&searched](const water_state&) { ++searched; }));
      REQUIRE(searched == tuples);  // every tuple once, whatever the shares
      const auto merged = ctp::water_hardest_merge(shares);
      REQUIRE(merged.moves == whole.moves);
      REQUIRE(merged.puzzles == whole.puzzles);
    }
  }
  // The tuples counted: C(12 + 2, 3) with repeats, C(12, 3) distinct.
  REQUIRE(ctp::water_hardest_tuple_count(3, 12, false, water_capacities::repeats_allowed) == 364);
  REQUIRE(ctp::water_hardest_tuple_count(3, 12, false, water_capacities::distinct) == 220);
  REQUIRE_THROWS_AS(ctp::water_hardest(3, 12, false, water_capacities::repeats_allowed, {2, 2}),
                    std::invalid_argument);
  REQUIRE_THROWS_AS(
      ctp::water_hardest_tuple_count(3, 119, false, water_capacities::repeats_allowed),
      std::invalid_argument);
}

TEST_CASE("the parts of a family: every tuple once, largest first, alike estimated cost",
          "[water][hardest][parts]") {
  using ctp::water_capacities;
  for (const int count : {1, 2, 7, 16}) {
    CAPTURE(count);
    const ctp::water_hardest_parts parts(4, 14, false, water_capacities::repeats_allowed, count);
    std::vector<water_state> every;
    std::uint64_t least = ~std::uint64_t{0}, most = 0, largest_tuple = 0;
    for (int index = 0; index != count; ++index) {
      const std::vector<water_state> tuples = parts.tuples(index);
      std::uint64_t cost = 0, previous = ~std::uint64_t{0}, steps = 0;
      for (const water_state& capacity : tuples) {
        steps += ctp::water_hardest_tuple_steps(capacity, false);
        const std::uint64_t one = ctp::water_hardest_tuple_cost(capacity, false);
        REQUIRE(one <= previous);  // the largest estimated cost first
        previous = one;
        cost += one;
        largest_tuple = std::max(largest_tuple, one);
        every.push_back(capacity);
      }
      REQUIRE(cost == parts.cost(index));
      REQUIRE(steps == parts.steps(index));
      least = std::min(least, cost);
      most = std::max(most, cost);
    }
    // Each tuple to the part with the least cost so far: no part exceeds another by more than one
    // tuple's cost.
    REQUIRE(most - least <= largest_tuple);
    // Every tuple of the family in exactly one part.
    std::vector<water_state> family;
    ctp::water_hardest_for_each_tuple(4, 14, water_capacities::repeats_allowed,
                                      [&](const water_state& c) { family.push_back(c); });
    REQUIRE(every.size() == family.size());
    REQUIRE(parts.tuple_count() == family.size());
    const auto before = [](const water_state& a, const water_state& b) {
      return std::lexicographical_compare(a.amount, a.amount + a.cups, b.amount, b.amount + b.cups);
    };
    std::sort(every.begin(), every.end(), before);
    REQUIRE(every == family);
  }
  REQUIRE_THROWS_WITH(ctp::water_hardest_parts(3, 12, false, water_capacities::distinct, 0),
                      "ctp: a family is cut into 1 to 1,048,576 parts");
}

TEST_CASE("a tuple's estimated cost: exact with a tap, never below the states reached without",
          "[water][hardest][parts]") {
  for (const bool tap : {true, false})
    for (const auto& [cups, largest] : {std::pair{2, 40}, std::pair{3, 14}, std::pair{4, 8}})
      ctp::water_hardest_for_each_tuple(
          cups, largest, ctp::water_capacities::repeats_allowed, [&](const water_state& c) {
            const water_puzzle puzzle = ctp::water_default_puzzle(c, tap);
            const ctp::water_graph graph(puzzle);
            std::vector<std::uint32_t> moves(graph.state_count());
            std::vector<ctp::search::state_index> order(graph.state_count());
            const std::uint64_t reached =
                ctp::search::breadth_first(graph, graph.index(puzzle.start), moves, order);
            const std::uint64_t estimated =
                (ctp::water_hardest_tuple_cost(c, tap) - graph.state_count()) /
                ctp::water_hardest_reach_weight;
            CAPTURE(tap, c.cups, c[0], c[1], c[cups - 1]);
            if (tap) REQUIRE(estimated == reached);
            else REQUIRE(estimated >= reached);
          });
}

TEST_CASE("the bound of steps holds for each part of a family, not for the family",
          "[water][hardest][parts][bounds]") {
  using ctp::water_capacities;
  constexpr auto all = water_capacities::repeats_allowed;
  // 3 cups up to 119 are refused whole; each of two parts is within the bound.
  REQUIRE_THROWS(ctp::water_hardest_tuples(3, 119, false, all));
  std::uint64_t steps = 0;
  for (const int index : {0, 1}) {
    const auto tuples = ctp::water_hardest_tuples(3, 119, false, all, {index, 2});
    std::uint64_t part = 0;
    for (const water_state& c : tuples) part += ctp::water_hardest_tuple_steps(c, false);
    REQUIRE(part <= ctp::water_hardest_max_steps);
    steps += part;
  }
  REQUIRE(steps == ctp::water_hardest_steps(3, 119, false, all));
  // 4 cups up to 63 need more than two parts: 16, and the refusal says so.
  REQUIRE_THROWS_WITH(ctp::water_hardest_tuples(4, 63, false, all, {0, 2}),
                      "ctp: a search for the hardest puzzles takes parts of at most "
                      "68,719,476,736 steps (states set out and moves tried); cut the family "
                      "into at least 16 parts");
  REQUIRE_THROWS_WITH(ctp::water_hardest_tuples(3, 12, false, all, {2, 2}),
                      "ctp: a share of a family needs 0 <= index < count");
}

namespace {
// The most steps of any part of the family cut into `count` parts.
std::uint64_t most_steps_of_a_part(int cups, int largest, bool tap, ctp::water_capacities rule,
                                   int count) {
  const ctp::water_hardest_parts parts(cups, largest, tap, rule, count);
  std::uint64_t most = 0;
  for (int index = 0; index != count; ++index) most = std::max(most, parts.steps(index));
  return most;
}
}  // namespace

TEST_CASE("the least number of parts: every part of it fits, some part of one fewer does not",
          "[water][hardest][parts][bounds]") {
  using ctp::water_capacities;
  struct family {
    int cups, largest;
    bool tap;
    water_capacities rule;
    int least;
  };
  for (const auto& f : {family{3, 118, false, water_capacities::repeats_allowed, 1},
                        family{3, 119, false, water_capacities::repeats_allowed, 2},
                        family{3, 78, true, water_capacities::repeats_allowed, 2},
                        family{4, 63, false, water_capacities::repeats_allowed, 16}}) {
    CAPTURE(f.cups, f.largest, f.tap);
    REQUIRE(ctp::water_hardest_least_parts(f.cups, f.largest, f.tap, f.rule) == f.least);
    REQUIRE(most_steps_of_a_part(f.cups, f.largest, f.tap, f.rule, f.least) <=
            ctp::water_hardest_max_steps);
    if (f.least > 1)
      REQUIRE(most_steps_of_a_part(f.cups, f.largest, f.tap, f.rule, f.least - 1) >
              ctp::water_hardest_max_steps);
  }
}

TEST_CASE("tuples searched one by one, in any order, give the family's answer",
          "[water][hardest]") {
  ctp::water_hardest_search search(3, 12, false);
  std::vector<water_state> tuples;
  ctp::water_hardest_for_each_tuple(3, 12, ctp::water_capacities::repeats_allowed,
                                    [&](const water_state& c) { tuples.push_back(c); });
  std::reverse(tuples.begin(), tuples.end());
  for (const water_state& c : tuples) search.search(c);
  REQUIRE(search.result().puzzles == ctp::water_hardest(3, 12, false).puzzles);
  REQUIRE_THROWS_WITH(search.search(water_state{3, {5, 3, 8}}),
                      "ctp: a capacity tuple searched must be one of the family's");
  REQUIRE_THROWS_WITH(search.search(water_state{3, {3, 5, 13}}),
                      "ctp: a capacity tuple searched must be one of the family's");
  REQUIRE_THROWS_WITH(search.search(water_state{2, {3, 5}}),
                      "ctp: a capacity tuple searched must be one of the family's");
}

namespace {
// The hardest puzzles of 3 cups with distinct capacities up to `largest`, found without
// ctp::water_hardest: every triple a < b < c is solved by water_solve for every goal amount, one
// puzzle at a time, and the longest of the shortest solutions kept with its ties, in the order
// water_hardest lists them.
ctp::water_hardest_result distinct_by_brute_force(int largest, bool tap) {
  ctp::water_hardest_result result;
  for (int a = 1; a <= largest; ++a)
    for (int b = a + 1; b <= largest; ++b)
      for (int c = b + 1; c <= largest; ++c) {
        const water_puzzle puzzle = ctp::water_default_puzzle({3, {a, b, c}}, tap);
        for (int amount = 1; amount <= c; ++amount) {  // no cup holds more than c
          const std::optional<unsigned> cost =
              ctp::water_solve(puzzle, water_goal::amount_anywhere(amount)).cost();
          const int moves = cost ? static_cast<int>(*cost) : 0;
          if (moves == 0 || moves < result.moves) continue;
          if (moves > result.moves) result = {moves, {}};
          result.puzzles.push_back({puzzle.capacity, puzzle.start, amount, moves});
        }
      }
  return result;
}

bool distinct_capacities(const ctp::water_hardest_puzzle& puzzle) {
  for (int cup = 1; cup < puzzle.capacity.cups; ++cup)
    if (puzzle.capacity[cup - 1] >= puzzle.capacity[cup]) return false;
  return true;
}
}  // namespace

TEST_CASE("the hardest puzzles with distinct capacities, every tie", "[water][hardest]") {
  using ctp::water_capacities;
  for (const bool tap : {false, true}) {
    for (int largest = 3; largest <= 12; ++largest) {
      CAPTURE(tap, largest);
      const auto distinct = ctp::water_hardest(3, largest, tap, water_capacities::distinct);
      const auto expected = distinct_by_brute_force(largest, tap);
      REQUIRE(distinct.moves == expected.moves);
      REQUIRE(distinct.puzzles == expected.puzzles);
      // Where today's rule already finds a hardest puzzle of distinct capacities, --distinct
      // finds exactly those: the same longest, among fewer families.
      const auto all = ctp::water_hardest(3, largest, tap);
      std::vector<ctp::water_hardest_puzzle> filtered;
      for (const auto& puzzle : all.puzzles)
        if (distinct_capacities(puzzle)) filtered.push_back(puzzle);
      if (!filtered.empty()) REQUIRE(distinct.puzzles == filtered);
    }
  }
  // Up to 12 the two rules differ: today's hardest include 1,12,12 (a repeat), and with a tap
  // 11,11,12 only, so --distinct drops one of the two and finds a shorter hardest with the tap.
  const auto all = ctp::water_hardest(3, 12, false);
  const auto distinct = ctp::water_hardest(3, 12, false, water_capacities::distinct);
  REQUIRE(distinct.moves == all.moves);
  REQUIRE(distinct.puzzles.size() < all.puzzles.size());
  REQUIRE(ctp::water_hardest(3, 12, true, water_capacities::distinct).moves <
          ctp::water_hardest(3, 12, true).moves);
  REQUIRE_THROWS_WITH(ctp::water_hardest(3, 2, false, water_capacities::distinct),
                      "ctp: distinct capacities need a largest capacity of at least the number of "
                      "cups");
}

namespace {
// The steps water_hardest_steps counts, summed tuple by tuple: every state of the cups set out,
// and every move tried of every state that can be reached (all of them with a tap; without one,
// those of the water the largest cup starts with, one for each content of the other cups).
std::uint64_t steps_tuple_by_tuple(int cups, int largest, bool tap, bool distinct) {
  std::uint64_t steps = 0;
  std::vector<int> capacity(static_cast<std::size_t>(cups), distinct ? 0 : 1);
  for (int c = 0; c != cups; ++c) capacity[static_cast<std::size_t>(c)] = distinct ? c + 1 : 1;
  const auto k = static_cast<std::uint64_t>(cups);
  while (true) {
    std::uint64_t states = 1, others = 1;
    for (int c = 0; c != cups; ++c) {
      states *= static_cast<std::uint64_t>(capacity[static_cast<std::size_t>(c)]) + 1;
      if (c != cups - 1)
        others *= static_cast<std::uint64_t>(capacity[static_cast<std::size_t>(c)]) + 1;
    }
    steps += states + (tap ? states * (k * (k - 1) + 2 * k) : others * k * (k - 1));
    int c = cups - 1;
    const int step = distinct ? 1 : 0;
    while (c >= 0 && capacity[static_cast<std::size_t>(c)] == largest - step * (cups - 1 - c)) --c;
    if (c < 0) return steps;
    ++capacity[static_cast<std::size_t>(c)];
    for (int d = c + 1; d != cups; ++d)
      capacity[static_cast<std::size_t>(d)] = capacity[static_cast<std::size_t>(d - 1)] + step;
  }
}
}  // namespace

TEST_CASE("a hardest-puzzle search is refused past 2^36 steps", "[water][hardest][bounds]") {
  using ctp::water_capacities;
  for (const bool tap : {false, true})
    for (const bool distinct : {false, true})
      for (int cups = 2; cups <= 4; ++cups)
        for (int largest = cups; largest <= 9; ++largest) {
          CAPTURE(tap, distinct, cups, largest);
          REQUIRE(ctp::water_hardest_steps(
                      cups, largest, tap,
                      distinct ? water_capacities::distinct : water_capacities::repeats_allowed) ==
                  steps_tuple_by_tuple(cups, largest, tap, distinct));
        }
  // The boundary that the cli.bounds.water_hardest.* cases run: 3 cups up to 118 (77 with a tap)
  // fit, and 4 cups up to 43.
  constexpr auto all = water_capacities::repeats_allowed;
  STATIC_REQUIRE(ctp::water_hardest_steps(3, 118, false, all) <= ctp::water_hardest_max_steps);
  STATIC_REQUIRE(ctp::water_hardest_steps(3, 119, false, all) > ctp::water_hardest_max_steps);
  STATIC_REQUIRE(ctp::water_hardest_steps(3, 77, true, all) <= ctp::water_hardest_max_steps);
  STATIC_REQUIRE(ctp::water_hardest_steps(3, 78, true, all) > ctp::water_hardest_max_steps);
  STATIC_REQUIRE(ctp::water_hardest_steps(4, 43, false, all) <= ctp::water_hardest_max_steps);
  STATIC_REQUIRE(ctp::water_hardest_steps(4, 44, false, all) > ctp::water_hardest_max_steps);
  REQUIRE_THROWS_WITH(ctp::water_hardest(3, 119, false),
                      "ctp: a search for the hardest puzzles takes families of at most "
                      "68,719,476,736 steps (states set out and moves tried); cut the family "
                      "into at least 2 parts");
}

TEST_CASE("bad puzzles are rejected with a ctp: message", "[water][errors]") {
  REQUIRE_THROWS_WITH(
      ctp::water_solve({{3, {3, 0, 8}}, {3, {0, 0, 8}}}, water_goal::amount_anywhere(4)),
      "ctp: a cup's capacity must be positive");
  REQUIRE_THROWS_WITH(ctp::water_solve({{2, {3, 5}}, {2, {4, 0}}}, water_goal::amount_anywhere(1)),
                      "ctp: a cup cannot start with more than its capacity, or less than nothing");
  REQUIRE_THROWS_WITH(ctp::water_solve(classic, water_goal::amount_anywhere(9)),
                      "ctp: the goal amount must be between 0 and the largest cup's capacity");
  REQUIRE_THROWS_WITH(ctp::water_solve({{1, {3}}, {1, {3}}}, water_goal::amount_anywhere(1)),
                      "ctp: water pouring needs 2 to 8 cups");
  REQUIRE_THROWS_WITH(ctp::water_hardest(9, 3, false), "ctp: water pouring needs 2 to 8 cups");
}

TEST_CASE("from every reachable state: the fewest moves to the goal and the next move",
          "[water][distances]") {
  constexpr auto from_start = [] {
    const ctp::water_search search(classic);
    return ctp::water_distances_to(search, water_goal::amount_anywhere(4)).cost(0);
  }();
  STATIC_REQUIRE(from_start == 6);  // the same as solving from the start

  const ctp::water_search search(classic);
  const auto to_four = ctp::water_distances_to(search, water_goal::amount_anywhere(4));
  REQUIRE(to_four.state_count() == search.reached_count());
  for (std::uint64_t p = 0; p != search.reached_count(); ++p) {
    const ctp::water_puzzle from_here{classic.capacity, search.reached_state(p), false};
    const std::optional<unsigned> cost =
        ctp::water_solve(from_here, water_goal::amount_anywhere(4)).cost();
    REQUIRE(to_four.cost(p) == cost);
    if (to_four.cost(p) == 0u) {
      REQUIRE_FALSE(to_four.next(p));
      continue;
    }
    const water_state next = ctp::water_apply(classic, search.reached_state(p), *to_four.next(p));
    REQUIRE(*to_four.cost(search.position(next)) + 1 == *to_four.cost(p));
  }
}

TEST_CASE("validity never throws", "[water][valid]") {
  STATIC_REQUIRE(ctp::water_valid(classic));
  STATIC_REQUIRE(ctp::water_valid(classic, water_goal::amount_anywhere(8)));
  STATIC_REQUIRE_FALSE(ctp::water_valid(classic, water_goal::amount_anywhere(9)));
  STATIC_REQUIRE_FALSE(ctp::water_valid(classic, water_goal::amount_in(0, 4)));
  STATIC_REQUIRE_FALSE(ctp::water_valid(classic, water_goal::exactly({2, {3, 1}})));
  STATIC_REQUIRE_FALSE(ctp::water_valid({{3, {3, 0, 8}}, {3, {0, 0, 8}}}));
  STATIC_REQUIRE_FALSE(ctp::water_valid({{2, {3, 5}}, {2, {4, 0}}}));
  STATIC_REQUIRE_FALSE(ctp::water_valid({{1, {3}}, {1, {3}}}));
  STATIC_REQUIRE_FALSE(ctp::water_valid({{3, {300, 300, 300}}, {3, {0, 0, 0}}}));
  STATIC_REQUIRE_FALSE(
      ctp::water_valid({{3, {3, 5, 8}}, {2, {0, 8}}}, water_goal::amount_anywhere(4)));
}

TEST_CASE("text in: amounts separated by commas", "[water][text]") {
  STATIC_REQUIRE(ctp::water_parse("3,5,8") == water_state{3, {3, 5, 8}});
  STATIC_REQUIRE(ctp::water_parse("0,16777215") == water_state{2, {0, 16777215}});
  STATIC_REQUIRE(ctp::water_state_of<"0,0,8"> == classic.start);
  const char* wrong =
      "ctp: water pouring amounts are whole numbers separated by commas (e.g. 3,5,8)";
  REQUIRE_THROWS_WITH(ctp::water_parse(""), wrong);
  REQUIRE_THROWS_WITH(ctp::water_parse("3,x,8"), wrong);
  REQUIRE_THROWS_WITH(ctp::water_parse("3,,8"), wrong);
  REQUIRE_THROWS_WITH(ctp::water_parse("3,5,"), wrong);
  REQUIRE_THROWS_WITH(ctp::water_parse("-3,5"), wrong);
  REQUIRE_THROWS_WITH(ctp::water_parse(" 3,5"), wrong);
  REQUIRE_THROWS_WITH(ctp::water_parse("3,16777216"),
                      "ctp: a cup holds at most 16,777,215 units of water");
  REQUIRE_THROWS_WITH(ctp::water_parse("1,2,3,4,5,6,7,8,9"),
                      "ctp: water pouring needs 2 to 8 cups");
  REQUIRE_THROWS_WITH(ctp::water_parse("3"), "ctp: water pouring needs 2 to 8 cups");
}

TEST_CASE("text out: what water_parse reads back", "[water][text]") {
  STATIC_REQUIRE(ctp::water_text<water_state{3, {0, 0, 8}}>() == "0,0,8");
  STATIC_REQUIRE(ctp::water_text<water_state{2, {-12, 16777215}}>() == "-12,16777215");
  const water_state state{4, {10, 0, 7, 123}};
  std::string text(ctp::water_text_size(state), '?');
  ctp::water_write_text(text, state);
  REQUIRE(text == "10,0,7,123");
  REQUIRE(ctp::water_parse(text) == state);
}

TEST_CASE("the default puzzle: the first largest cup full without a tap, all empty with one",
          "[water][default]") {
  STATIC_REQUIRE(ctp::water_default_puzzle({3, {3, 5, 8}}, false).start ==
                 water_state{3, {0, 0, 8}});
  STATIC_REQUIRE(ctp::water_default_puzzle({3, {8, 5, 3}}, false).start ==
                 water_state{3, {8, 0, 0}});
  STATIC_REQUIRE(ctp::water_default_puzzle({3, {1, 12, 12}}, false).start ==
                 water_state{3, {0, 12, 0}});
  STATIC_REQUIRE(ctp::water_default_puzzle({2, {3, 5}}, true).start == water_state{2, {0, 0}});
  STATIC_REQUIRE(ctp::water_default_puzzle({3, {3, 5, 8}}, true).tap);
  REQUIRE_THROWS_WITH(ctp::water_default_puzzle({2, {0, 5}}, false),
                      "ctp: a cup's capacity must be positive");
}
