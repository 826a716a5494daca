// expect: ctp: a river state must be safe: nobody eaten on either bank
#include "ctp/river_crossing.hpp"

constexpr ctp::river_shape classic = ctp::river_shape::missionaries_and_cannibals(3, 3, 2);

[[maybe_unused]] constexpr bool fine =
    ctp::river_solve({classic, ctp::river_state_of<"MMCCB|MC">}).reachable();
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr bool eaten =
    ctp::river_solve({classic, ctp::river_state_of<"MCCB|MMC">}).reachable();
#endif
