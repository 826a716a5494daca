// expect: ctp: a chinese rings state has no bits above its n rings
#include "ctp/chinese_rings.hpp"

[[maybe_unused]] constexpr auto fine = ctp::rings_text<3>(0b111);
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr auto too_high = ctp::rings_text<3>(0b1000);
#endif
