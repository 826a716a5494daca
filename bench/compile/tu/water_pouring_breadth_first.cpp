// Compile-time cost of solving the hardest water-pouring puzzle of 3 cups up to capacity 20 (cups
// of 10, 11 and 20, the 20 full, 15 wanted: 19 pours) by ctp::with_breadth_first::water_solve. SIZE
// is not used: there is one puzzle.
#include "ctp/water_pouring/with_breadth_first.hpp"

constexpr ctp::water_puzzle hardest{{3, {10, 11, 20}}, {3, {0, 0, 20}}, false};
static_assert(ctp::with_breadth_first::water_solve(hardest, ctp::water_goal::amount_anywhere(15))
                  .reachable());
