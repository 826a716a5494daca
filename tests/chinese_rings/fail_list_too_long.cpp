// expect: ctp: a compile-time chinese rings move list needs 1 to 20 rings
#include "ctp/chinese_rings.hpp"

[[maybe_unused]] constexpr auto fine = ctp::rings_remove_move_at(21, 0);
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr auto too_long = ctp::rings_put_on_moves<21>();
#endif
