// docs/river_crossing.md: the farmer's puzzle and missionaries and cannibals, solved by the
// compiler two ways, and the puzzle's words (text in and out, validity).
#include <ctp/river_crossing.hpp>

#include <cstdio>
#include <exception>

//! [farmer]
using ctp::river_shape;
using ctp::river_state;

// Alcuin's puzzle: the farmer, a wolf, a goat and a cabbage, a boat of 2 seats.
constexpr ctp::river_puzzle farmer = ctp::river_default_puzzle(river_shape::farmer());

// Seven crossings, the fewest. The first one takes the goat.
static_assert(ctp::river_solve(farmer).cost() == 7u);
static_assert(ctp::river_solve(farmer).path()[1] == ctp::river_state_of<"WC|FG">);
//! [farmer]

//! [missionaries]
// Three missionaries, three cannibals, a boat of 2: eleven crossings.
constexpr river_shape classic = river_shape::missionaries_and_cannibals(3, 3, 2);
static_assert(ctp::river_solve(ctp::river_default_puzzle(classic)).cost() == 11u);

// Four of each with a boat of 2 cannot cross. The answer says so: no cost at all.
constexpr river_shape four = river_shape::missionaries_and_cannibals(4, 4, 2);
static_assert(!ctp::river_solve(ctp::river_default_puzzle(four)).reachable());
static_assert(!ctp::river_solve(ctp::river_default_puzzle(four)).cost().has_value());

// A boat of 3 seats takes them across in 9.
constexpr river_shape four_in_three = river_shape::missionaries_and_cannibals(4, 4, 3);
static_assert(ctp::river_solve(ctp::river_default_puzzle(four_in_three)).cost() == 9u);
//! [missionaries]

//! [depth-first]
// Depth-first search finds a way across, not always the shortest: with a boat of 3, the
// farmer could cross in 3, but the first way depth-first search follows takes 7.
constexpr ctp::river_puzzle farmer_3 = ctp::river_default_puzzle(river_shape::farmer(3));
static_assert(ctp::with_breadth_first::river_solve(farmer_3).cost() == 3u);
static_assert(ctp::with_depth_first::river_solve(farmer_3).cost() == 7u);
//! [depth-first]

//! [words]
// Text in and out: the start bank, | for the river, the far bank. The text names its people.
static_assert(ctp::river_parse("MMCC|BMC", classic) == river_state{2, 2, 0, false});
static_assert(ctp::river_parse("MMCC|BMC") == ctp::river_parsed{classic, {2, 2, 0, false}});
static_assert(ctp::river_text<classic>(river_state{2, 2, 0, false}) == "MMCC|BMC");

// The farmer's items are bits: the wolf 1, the goat 2, the cabbage 4.
static_assert(ctp::river_state_of<"WC|FG"> ==
              river_state{0, 0, ctp::river_wolf | ctp::river_cabbage, false});

// Validity never throws; the solvers throw `ctp: ...` on what it rejects.
static_assert(ctp::river_valid(classic));
static_assert(!ctp::river_valid(river_shape::missionaries_and_cannibals(3, 3, 0)));
static_assert(!ctp::river_valid(classic, ctp::river_state_of<"MCCB|MMC">));  // one is eaten
//! [words]

//! [index]
// The search numbers the states: who is on the start bank, times 2, plus 1 when the boat is
// there. For missionaries and cannibals, "who" is missionaries * (cannibals + 1) + cannibals.
constexpr ctp::river_graph graph{classic};
static_assert(graph.state_count() == 32);                       // 4 x 4 x 2
static_assert(graph.index(ctp::river_start(classic)) == 31);    // (3 * 4 + 3) * 2 + 1
static_assert(graph.state(10) == river_state{1, 1, 0, false});  // (1 * 4 + 1) * 2 + 0
//! [index]

int main() {
  try {
    const ctp::river_solution solution = ctp::river_solve(ctp::river_default_puzzle(classic));
    for (const river_state& s : solution.path())
      std::printf("%s\n", ctp::river_text<classic>(s).c_str());
  } catch (const std::exception& error) {
    std::fprintf(stderr, "%s\n", error.what());
    return 1;
  }
}
