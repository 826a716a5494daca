// expect: ctp: missionaries and cannibals needs 1 to 200 people in all
#include "ctp/river_crossing.hpp"

using ctp::river_shape;

[[maybe_unused]] constexpr bool fine =
    ctp::with_depth_first::river_solve(
        ctp::river_default_puzzle(river_shape::missionaries_and_cannibals(100, 100, 4)))
        .reachable();
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr bool too_many =
    ctp::with_depth_first::river_solve(
        ctp::river_default_puzzle(river_shape::missionaries_and_cannibals(101, 100, 4)))
        .reachable();
#endif
