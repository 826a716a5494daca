// The post's depth-first Game tree against breadth-first search:
// a solution, not always the shortest.
#include <ctp/water_pouring.hpp>

using ctp::water_solution;
using ctp::water_state;

constexpr ctp::water_puzzle classic{ctp::water_state_of<"3,5,8">,
                                    ctp::water_state_of<"0,0,8">,
                                    /*tap=*/false};
constexpr auto four = ctp::water_goal::amount_anywhere(4);

//! [tree]
// The post's Game: new children for every new state, then
// a short-circuit OR over them. Allocated by the compiler.
static_assert([] {
  ctp::with_depth_first::water_game root(classic, classic.start,
                                         nullptr);
  water_solution::path_type trace;  // start, then 7 pours
  return root.is_solvable(four, trace) && trace.size() == 8;
}());  // the tree is deleted: no allocation outlives the check
//! [tree]

//! [versus]
constexpr auto pours(auto solve) {
  return solve(classic, four).cost();
}
constexpr water_state last(auto solve) {
  return solve(classic, four).path().back();
}
static_assert(pours(ctp::with_breadth_first::water_solve) == 6);
static_assert(pours(ctp::with_depth_first::water_solve) == 7);

// The post's own success state: [<Cup 3/3>, <Cup 1/5>, <Cup 4/8>]
static_assert(last(ctp::with_depth_first::water_solve) ==
              water_state{3, {3, 1, 4}});
//! [versus]

int main() {}
