// expect: ctp: chinese rings needs 1 to 63 rings
#include "ctp/chinese_rings.hpp"

[[maybe_unused]] constexpr auto fine = ctp::rings_move_count(63);
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr auto too_many = ctp::rings_move_count(64);
#endif
