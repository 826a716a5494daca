// expect: ctp: the farmer's puzzle has no missionaries and no cannibals
#include "ctp/river_crossing.hpp"

[[maybe_unused]] constexpr bool fine =
    ctp::river_solve(ctp::river_default_puzzle({ctp::river_rules::farmer, 0, 0, 2})).reachable();
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr bool people =
    ctp::river_solve(ctp::river_default_puzzle({ctp::river_rules::farmer, 3, 3, 2})).reachable();
#endif
