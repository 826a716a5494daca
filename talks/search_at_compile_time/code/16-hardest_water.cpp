// The hardest water puzzles: every puzzle of 3 cups up to 20,
// searched at run time; the winner re-solved by the compiler.
#include <cstdio>
#include <exception>

#include <ctp/water_pouring.hpp>
#include <ctp/water_pouring/run_time/hardest.hpp>

//! [proof]
// Cups of 10, 11 and 20, the 20 full; get 15 oz into a cup.
constexpr ctp::water_puzzle hard{ctp::water_state_of<"10,11,20">,
                                 ctp::water_state_of<"0,0,20">,
                                 /*tap=*/false};
constexpr auto fifteen = ctp::water_goal::amount_anywhere(15);

constexpr auto pours(auto solve) {
  return solve(hard, fifteen).cost();
}
static_assert(pours(ctp::with_breadth_first::water_solve) == 19);
static_assert(pours(ctp::with_depth_first::water_solve) == 20);
//! [proof]

//! [search]
// Every puzzle of 3 cups, 1 <= c1 <= c2 <= c3 <= 20, the largest
// full, every goal amount: one breadth-first search per cups.
bool hardest_takes_19() {
  const auto hardest = ctp::water_hardest(3, 20, /*tap=*/false);
  return hardest.moves == 19 && hardest.puzzles.size() == 2 &&
         hardest.puzzles[0].capacity ==
             ctp::water_parse("1,20,20") &&
         hardest.puzzles[1].capacity ==
             ctp::water_parse("10,11,20");
}
//! [search]

//! [tap]
// With a tap (fill and empty are moves too), all cups empty at
// the start: the hardest is 19, 19, 20 -> 10 in 36 moves.
bool tap_hardest_takes_36() {
  const ctp::water_puzzle tap{ctp::water_parse("19,19,20"),
                              ctp::water_parse("0,0,0"), true};
  const auto ten = ctp::water_goal::amount_anywhere(10);
  const auto wide =
      ctp::with_breadth_first::water_solve(tap, ten);
  const auto deep = ctp::with_depth_first::water_solve(tap, ten);
  return ctp::water_hardest(3, 20, /*tap=*/true).moves == 36 &&
         wide.cost() == 36 && deep.cost() == 87;
}
//! [tap]

// water_hardest throws `ctp: ...` on a family it refuses.
int main() try {
  const bool found = hardest_takes_19() && tap_hardest_takes_36();
  std::printf("hardest puzzles %s\n", found ? "found" : "differ");
  return found ? 0 : 1;
} catch (const std::exception& error) {
  std::fprintf(stderr, "%s\n", error.what());
  return 1;
}
