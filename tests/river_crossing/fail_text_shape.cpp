// expect: ctp: river_text needs a valid shape
#include "ctp/river_crossing/text.hpp"

[[maybe_unused]] constexpr auto fine =
    ctp::river_text<ctp::river_shape::farmer()>(ctp::river_state_of<"FWGC|">);
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr auto no_seats =
    ctp::river_text<ctp::river_shape::farmer(0)>(ctp::river_state_of<"FWGC|">);
#endif
