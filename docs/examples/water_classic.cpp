// docs/water_pouring.md: the seed's puzzle, solved by the compiler two ways.
#include <ctp/water_pouring.hpp>

#include <cstdio>

//! [classic]
using ctp::water_goal;
using ctp::water_state;

// Cups of 3, 5 and 8 oz, the 8 full: get 4 oz into a cup, pouring only.
constexpr ctp::water_puzzle classic{{3, {3, 5, 8}}, {3, {0, 0, 8}}, /*tap=*/false};

// Breadth-first search: 6 pours, ending [<Cup 3/3>, <Cup 4/5>, <Cup 1/8>].
static_assert(ctp::water_solve(classic, water_goal::amount_anywhere(4)).moves() == 6);
static_assert(ctp::water_solve(classic, water_goal::amount_anywhere(4)).path.back() == water_state{3, {3, 4, 1}});

// The seed's recursive Game tree: 7 pours, to the seed's own [<Cup 3/3>, <Cup 1/5>, <Cup 4/8>].
static_assert(ctp::water_tree_search(classic, water_goal::amount_anywhere(4)).size() - 1 == 7);
static_assert(ctp::water_tree_search(classic, water_goal::amount_anywhere(4)).back() == water_state{3, {3, 1, 4}});

// Some puzzles have no answer at all, and say so.
constexpr ctp::water_puzzle even{{2, {2, 4}}, {2, {0, 4}}, false};
static_assert(!ctp::water_solve(even, water_goal::amount_anywhere(1)).solvable);
//! [classic]

int main() {
  for (const water_state& s : ctp::water_solve(classic, water_goal::amount_anywhere(4)).path)
    std::printf("[<Cup %d/3>, <Cup %d/5>, <Cup %d/8>]\n", s[0], s[1], s[2]);
}
