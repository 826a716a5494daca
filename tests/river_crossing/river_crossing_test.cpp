// The river crossing, as a table of facts (the farmer's puzzle of Alcuin's problem 18 and
// missionaries and cannibals: a state is who is on the start bank and where the boat is; a move
// is a boatload across; the canonical path is the first breadth-first search finds), and the
// vocabulary: validity, text in and out, its errors.
#include <catch.hpp>

#include <stdexcept>
#include <string>
#include <vector>

#include "ctp/river_crossing.hpp"
#include "spec.hpp"

using ctp::river_move;
using ctp::river_puzzle;
using ctp::river_shape;
using ctp::river_state;

namespace {
constexpr river_shape farmer = river_shape::farmer();
constexpr river_shape classic = river_shape::missionaries_and_cannibals(3, 3, 2);

// The text of state for shape, written at run time.
std::string text_of(const river_shape& shape, const river_state& state) {
  std::string text(ctp::river_text_size(shape), '?');
  ctp::river_write_text(text, shape, state);
  return text;
}
}  // namespace

TEST_CASE("the farmer's puzzle: seven crossings, the goat first", "[river][solve]") {
  const ctp::river_solution solution = ctp::river_solve(ctp::river_default_puzzle(farmer));
  REQUIRE(solution.cost() == 7u);
  std::vector<std::string> texts;
  for (const river_state& s : solution.path()) texts.push_back(text_of(farmer, s));
  REQUIRE(texts == std::vector<std::string>{"FWGC|", "WC|FG", "FWC|G", "C|FWG", "FGC|W", "G|FWC",
                                            "FG|WC", "|FWGC"});
  REQUIRE(solution.moves().front() == river_move{0, 0, ctp::river_goat});
  REQUIRE(solution.moves()[1] == river_move{0, 0, 0});  // back alone
}

TEST_CASE("missionaries and cannibals: 11 crossings; some have none", "[river][solve]") {
  STATIC_REQUIRE(ctp::river_solve(ctp::river_default_puzzle(classic)).cost() == 11u);
  const auto four = ctp::river_solve(ctp::river_default_puzzle({classic.rules, 4, 4, 2}));
  REQUIRE_FALSE(four.reachable());
  REQUIRE_FALSE(four.cost().has_value());
  REQUIRE(four.path().empty());
  REQUIRE(four.moves().empty());
  const auto moves = ctp::river_solve(ctp::river_default_puzzle(classic)).moves();
  REQUIRE(moves.front() == river_move{0, 2, 0});  // two cannibals over first
  REQUIRE(moves[1] == river_move{0, 1, 0});       // one back
}

TEST_CASE("moves are boatloads that leave both banks safe", "[river][rules]") {
  std::vector<river_move> moves;
  ctp::river_for_each_move(
      classic, ctp::river_start(classic),
      [&](const river_move& move, const river_state&) { moves.push_back(move); });
  // Not (1, 0) or (2, 0): a missionary left behind with three cannibals.
  REQUIRE(moves == std::vector<river_move>{{0, 1, 0}, {0, 2, 0}, {1, 1, 0}});
  REQUIRE(ctp::river_apply({3, 3, 0, true}, {1, 1, 0}) == river_state{2, 2, 0, false});
  REQUIRE(ctp::river_move_between({2, 2, 0, false}, {3, 3, 0, true}) == river_move{1, 1, 0});
  REQUIRE_THROWS_AS(ctp::river_move_between({2, 2, 0, false}, {3, 3, 0, false}),
                    std::invalid_argument);
}

TEST_CASE("validity never throws", "[river][valid]") {
  STATIC_REQUIRE(ctp::river_valid(farmer));
  STATIC_REQUIRE(ctp::river_valid(classic));
  STATIC_REQUIRE_FALSE(ctp::river_valid(river_shape::farmer(0)));
  STATIC_REQUIRE_FALSE(ctp::river_valid(river_shape::missionaries_and_cannibals(3, 3, 0)));
  STATIC_REQUIRE_FALSE(ctp::river_valid(river_shape::missionaries_and_cannibals(101, 100, 4)));
  STATIC_REQUIRE_FALSE(ctp::river_valid(river_shape::missionaries_and_cannibals(0, 0, 2)));
  STATIC_REQUIRE_FALSE(ctp::river_valid(river_shape::missionaries_and_cannibals(-1, 3, 2)));
  STATIC_REQUIRE_FALSE(ctp::river_valid(river_shape{ctp::river_rules::farmer, 1, 0, 2}));
  STATIC_REQUIRE(ctp::river_valid(river_shape::missionaries_and_cannibals(100, 100, 20)));
  // Unsafe states: a missionary outnumbered; the goat left with the cabbage.
  STATIC_REQUIRE_FALSE(ctp::river_valid(classic, river_state{1, 2, 0, true}));
  STATIC_REQUIRE_FALSE(
      ctp::river_valid(farmer, river_state{0, 0, ctp::river_goat | ctp::river_cabbage, false}));
  STATIC_REQUIRE(ctp::river_valid(farmer, river_state{0, 0, ctp::river_goat, false}));
  STATIC_REQUIRE_FALSE(ctp::river_valid(classic, river_state{4, 0, 0, true}));
  STATIC_REQUIRE_FALSE(ctp::river_valid(farmer, river_state{0, 0, 8, true}));
  STATIC_REQUIRE_FALSE(ctp::river_valid(river_puzzle{classic, {1, 3, 0, true}}));
}

TEST_CASE("text round trips: every state of both classic puzzles", "[river][text]") {
  for (const river_shape& shape : {farmer, classic}) {
    const ctp::river_graph graph(shape);
    int states = 0;
    for (ctp::search::state_index i = 0; i != graph.state_count(); ++i) {
      const river_state s = graph.state(i);
      if (!ctp::river_valid(shape, s)) continue;
      CAPTURE(i);
      ++states;
      const std::string text = text_of(shape, s);
      REQUIRE(ctp::river_parse(text) == ctp::river_parsed{shape, s});
      REQUIRE(ctp::river_parse(text, shape) == s);
      REQUIRE(graph.index(s) == i);
    }
    // The farmer's: 10 safe states of 16; missionaries and cannibals: 20 of 32.
    REQUIRE(states == (shape == farmer ? 10 : 20));
  }
  STATIC_REQUIRE(ctp::river_text<classic>(river_state{2, 2, 0, false}) == "MMCC|BMC");
  STATIC_REQUIRE(ctp::river_state_of<"WC|FG"> == river_state{0, 0, 5, false});
  // Any order within a bank; the text names its people, and the boat of 2 of both tellings.
  STATIC_REQUIRE(
      ctp::river_parse("CBM|MC") ==
      ctp::river_parsed{river_shape::missionaries_and_cannibals(2, 2, 2), {1, 1, 0, true}});
  STATIC_REQUIRE(ctp::river_parse("CW|GF") == ctp::river_parse("WC|FG"));
  STATIC_REQUIRE(ctp::river_parse("MC|BMMCCC").shape ==
                 river_shape::missionaries_and_cannibals(3, 4, 2));
}

TEST_CASE("bad text is refused with a ctp: message", "[river][text]") {
  using Catch::Matchers::Equals;
  REQUIRE_THROWS_WITH(ctp::river_parse("FWGC"),
                      Equals("ctp: river crossing text has one | between the two banks"));
  REQUIRE_THROWS_WITH(ctp::river_parse("FW|G|C"),
                      Equals("ctp: river crossing text has one | between the two banks"));
  REQUIRE_THROWS_WITH(
      ctp::river_parse("MMX|"),
      Equals("ctp: river crossing text holds F, W, G, C (farmer) or M, C, B, and one |"));
  REQUIRE_THROWS_WITH(
      ctp::river_parse("FWG|"),
      Equals("ctp: the farmer's text has F, W, G and C once each, and no M or B (e.g. FWGC|)"));
  REQUIRE_THROWS_WITH(
      ctp::river_parse("FWGCB|"),
      Equals("ctp: the farmer's text has F, W, G and C once each, and no M or B (e.g. FWGC|)"));
  REQUIRE_THROWS_WITH(
      ctp::river_parse("MMCC|MC"),
      Equals("ctp: missionaries and cannibals text has M, C and one boat B (e.g. MMMCCCB|)"));
  REQUIRE_THROWS_WITH(
      ctp::river_parse("WGC|B"),
      Equals("ctp: missionaries and cannibals text has M, C and one boat B (e.g. MMMCCCB|)"));
  REQUIRE_THROWS_WITH(ctp::river_parse(std::string(201, 'M') + "B|"),
                      Equals("ctp: missionaries and cannibals needs 1 to 200 people in all"));
  // Text that fits no state of the shape.
  REQUIRE_THROWS_WITH(
      ctp::river_parse("MMCC|BMC", river_shape::missionaries_and_cannibals(4, 4, 3)),
      Equals("ctp: the text's people are not the puzzle's: each must be on one bank"));
  REQUIRE_THROWS_WITH(
      ctp::river_parse("FWGC|", classic),
      Equals("ctp: the text's people are not the puzzle's: each must be on one bank"));
  REQUIRE_THROWS_WITH(ctp::river_parse("MCCB|MMC", classic),
                      Equals("ctp: a river state must be safe: nobody eaten on either bank"));
  // Writing a state that does not fit.
  std::string text(8, '?');
  REQUIRE_THROWS_WITH(
      ctp::river_write_text(text, classic, river_state{4, 0, 0, true}),
      Equals("ctp: a river state must have 0 to all of each kind on the start bank"));
}

TEST_CASE("bad puzzles are refused with a ctp: message", "[river][valid]") {
  using Catch::Matchers::Equals;
  REQUIRE_THROWS_WITH(ctp::river_solve(ctp::river_default_puzzle({classic.rules, 3, 3, 0})),
                      Equals("ctp: a river crossing boat needs 1 to 20 seats"));
  REQUIRE_THROWS_WITH(
      ctp::with_depth_first::river_solve(ctp::river_default_puzzle({classic.rules, 150, 51, 4})),
      Equals("ctp: missionaries and cannibals needs 1 to 200 people in all"));
  REQUIRE_THROWS_WITH(ctp::river_solve(river_puzzle{classic, {1, 3, 0, true}}),
                      Equals("ctp: a river state must be safe: nobody eaten on either bank"));
  REQUIRE_THROWS_AS(ctp::river_graph({ctp::river_rules::farmer, 0, 2, 2}), std::invalid_argument);
}

TEST_CASE("a boat of 4 takes any number across, in 2N - 3 crossings from N = 3", "[river][solve]") {
  // The count found by breadth-first search, and confirmed by the spec's independent count of
  // the states within one crossing fewer.
  for (int n = 3; n <= 30; ++n) {
    CAPTURE(n);
    const river_puzzle puzzle = river_spec::couples(n, 4);
    const auto expected = static_cast<unsigned>(2 * n - 3);
    REQUIRE(ctp::river_solve(puzzle).cost() == expected);
    REQUIRE_FALSE(river_spec::reachable_within(puzzle, expected - 1));
  }
}

TEST_CASE("the largest shapes solve at run time", "[river][solve]") {
  using breadth_first =
      river_spec::technique<"breadth_first", ctp::with_breadth_first::river_solve>;
  using depth_first = river_spec::technique<"depth_first", ctp::with_depth_first::river_solve>;
  for (const int seats : {4, ctp::river_max_seats}) {
    CAPTURE(seats);
    const river_spec::example largest{river_spec::couples(ctp::river_max_people / 2, seats), true};
    REQUIRE(river_spec::answers<breadth_first>(largest));
    REQUIRE(river_spec::answers<depth_first>(largest));
  }
}
