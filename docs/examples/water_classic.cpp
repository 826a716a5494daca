// docs/water_pouring.md: the water-cups post's puzzle, solved by the compiler two ways, and the
// puzzle's words (text in and out, validity, the default start).
#include <ctp/water_pouring.hpp>

#include <cstdio>

//! [classic]
using ctp::water_goal;
using ctp::water_state;

// Cups of 3, 5 and 8 oz, the 8 full: get 4 oz into a cup, pouring only.
constexpr ctp::water_puzzle classic{ctp::water_state_of<"3,5,8">, ctp::water_state_of<"0,0,8">,
                                    /*tap=*/false};
constexpr water_goal four = water_goal::amount_anywhere(4);

// Breadth-first search: the fewest pours, 6, ending [<Cup 3/3>, <Cup 4/5>, <Cup 1/8>].
static_assert(ctp::with_breadth_first::water_solve(classic, four).cost() == 6);
static_assert(ctp::with_breadth_first::water_solve(classic, four).path().back() ==
              water_state{3, {3, 4, 1}});

// The post's depth-first Game tree: 7 pours, to the post's own [<Cup 3/3>, <Cup 1/5>, <Cup 4/8>].
static_assert(ctp::with_depth_first::water_solve(classic, four).cost() == 7);
static_assert(ctp::with_depth_first::water_solve(classic, four).path().back() ==
              water_state{3, {3, 1, 4}});

// ctp::water_solve is breadth-first search. Some puzzles have no answer at all, and say so.
constexpr ctp::water_puzzle even{{2, {2, 4}}, {2, {0, 4}}, false};
static_assert(!ctp::water_solve(even, water_goal::amount_anywhere(1)).reachable());
static_assert(!ctp::water_solve(even, water_goal::amount_anywhere(1)).cost());
//! [classic]

//! [index]
// The search numbers the states: the contents read as a mixed-radix number, cup 0 the most
// significant digit, each cup a digit in base capacity + 1. Cups 3, 5, 8 have bases 4, 6, 9, so
// the places are 6 x 9 = 54, 9 and 1, and the cups span 4 x 6 x 9 = 216 states.
constexpr ctp::water_graph graph{classic};
static_assert(graph.state_count() == 216);
static_assert(graph.index(water_state{3, {0, 0, 8}}) == 8);                   // the start
static_assert(graph.index(water_state{3, {3, 4, 1}}) == 3 * 54 + 4 * 9 + 1);  // 199
static_assert(graph.state(199) == water_state{3, {3, 4, 1}});
//! [index]

//! [words]
// Text in and out: amounts separated by commas, cup 0 first.
static_assert(ctp::water_parse("3,5,8") == water_state{3, {3, 5, 8}});
static_assert(ctp::water_text<water_state{3, {0, 0, 8}}>() == "0,0,8");

// Validity never throws; the solvers throw `ctp: ...` on what it rejects.
static_assert(ctp::water_valid(classic, four));
static_assert(!ctp::water_valid(classic, water_goal::amount_anywhere(9)));

// The start both tools take when none is given: the first largest cup full (with a tap, all empty).
static_assert(ctp::water_default_puzzle(ctp::water_state_of<"8,5,3">, false).start ==
              water_state{3, {8, 0, 0}});
//! [words]

int main() {
  for (const water_state& s : ctp::water_solve(classic, four).path())
    std::printf("[<Cup %d/3>, <Cup %d/5>, <Cup %d/8>]\n", s[0], s[1], s[2]);
}
