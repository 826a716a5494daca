// expect: ctp: chinese rings needs 1 to 63 rings
#include "ctp/chinese_rings.hpp"

[[maybe_unused]] constexpr auto fine = ctp::rings_remove_moves<1>();
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr auto zero = ctp::rings_remove_moves<0>();
#endif
