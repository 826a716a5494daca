// expect: ctp: a chinese rings state is written with U (up) and D (down) only
#include "ctp/chinese_rings.hpp"

[[maybe_unused]] constexpr auto fine = ctp::rings_state_of<"UUDUD">;
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr auto lowercase = ctp::rings_state_of<"uudud">;
#endif
