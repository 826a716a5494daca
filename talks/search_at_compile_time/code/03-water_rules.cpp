// Water pouring, the rules (the "3/5/8 water cups" post): cups
// of 3, 5 and 8 oz, the 8 full; get 4 oz into some cup.
#include <cstdio>

#include <ctp/water_pouring.hpp>

using ctp::water_state;

//! [classic]
constexpr ctp::water_puzzle classic{
    ctp::water_state_of<"3,5,8">,  // capacities
    ctp::water_state_of<"0,0,8">,  // the start
    /*tap=*/false};                // pours only
constexpr auto four = ctp::water_goal::amount_anywhere(4);

// Six pours at least; the first pours the 8 into the 5, and a
// pour i -> j moves min(c_i, cap_j - c_j): here min(8, 5 - 0).
static_assert(ctp::water_solve(classic, four).cost() == 6);
static_assert(ctp::water_solve(classic, four).path()[1] ==
              water_state{3, {0, 5, 3}});
//! [classic]

int main() {
  for (const auto& cups : ctp::water_solve(classic, four).path())
    std::printf("%d %d %d\n", cups[0], cups[1], cups[2]);
}
