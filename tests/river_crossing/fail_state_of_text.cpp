// expect: ctp: river crossing text holds F, W, G, C (farmer) or M, C, B, and one |
#include "ctp/river_crossing/text.hpp"

[[maybe_unused]] constexpr ctp::river_state fine = ctp::river_state_of<"MMCC|BMC">;
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr ctp::river_state letters = ctp::river_state_of<"MMXC|BMC">;
#endif
