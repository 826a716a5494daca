// expect: ctp: water pouring needs 2 to 8 cups
#include "ctp/water_pouring.hpp"

[[maybe_unused]] constexpr auto fine =
    ctp::water_solve({{2, {3, 5}}, {2, {0, 5}}}, ctp::water_goal::amount_anywhere(4)).cost();
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr auto one_cup =
    ctp::water_solve({{1, {5}}, {1, {5}}}, ctp::water_goal::amount_anywhere(4)).cost();
#endif
