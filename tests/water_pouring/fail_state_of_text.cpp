// expect: ctp: water pouring amounts are whole numbers separated by commas (e.g. 3,5,8)
#include "ctp/water_pouring/text.hpp"

[[maybe_unused]] constexpr ctp::water_state fine = ctp::water_state_of<"3,5,8">;
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr ctp::water_state letters = ctp::water_state_of<"3,x,8">;
#endif
