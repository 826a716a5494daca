// expect: ctp: a river crossing boat needs 1 to 20 seats
#include "ctp/river_crossing.hpp"

using ctp::river_shape;

[[maybe_unused]] constexpr bool fine =
    ctp::river_solve(ctp::river_default_puzzle(river_shape::missionaries_and_cannibals(3, 3, 2)))
        .reachable();
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr bool no_seats =
    ctp::river_solve(ctp::river_default_puzzle(river_shape::missionaries_and_cannibals(3, 3, 0)))
        .reachable();
#endif
