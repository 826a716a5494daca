// expect: ctp: a cup's capacity must be positive
#include "ctp/water_pouring.hpp"

[[maybe_unused]] constexpr auto fine =
    ctp::water_solve({{2, {3, 5}}, {2, {0, 5}}}, ctp::water_goal::amount_anywhere(4)).cost();
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr auto zero_cup =
    ctp::water_solve({{2, {0, 5}}, {2, {0, 5}}}, ctp::water_goal::amount_anywhere(4)).cost();
#endif
