// expect: ctp: the goal amount must be between 0 and the largest cup's capacity
#include "ctp/water_pouring.hpp"

[[maybe_unused]] constexpr auto fine =
    ctp::water_solve({{2, {3, 5}}, {2, {0, 5}}}, ctp::water_goal::amount_anywhere(5)).cost();
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr auto too_large =
    ctp::water_solve({{2, {3, 5}}, {2, {0, 5}}}, ctp::water_goal::amount_anywhere(6)).cost();
#endif
