// expect: ctp: missionaries and cannibals text has M, C and one boat B (e.g. MMMCCCB|)
#include "ctp/river_crossing/text.hpp"

[[maybe_unused]] constexpr ctp::river_state fine = ctp::river_state_of<"MMMCCCB|">;
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr ctp::river_state no_boat = ctp::river_state_of<"MMMCCC|">;
#endif
