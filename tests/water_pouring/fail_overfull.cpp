// expect: ctp: a cup cannot start with more than its capacity
#include "ctp/water_pouring.hpp"

[[maybe_unused]] constexpr auto fine =
    ctp::water_solve({{2, {3, 5}}, {2, {3, 5}}}, ctp::water_goal::amount_anywhere(4)).cost();
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr auto overfull =
    ctp::water_solve({{2, {3, 5}}, {2, {4, 5}}}, ctp::water_goal::amount_anywhere(4)).cost();
#endif
