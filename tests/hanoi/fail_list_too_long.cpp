// expect: ctp: a compile-time hanoi move list needs 1 to 20 discs
#include "ctp/hanoi.hpp"

[[maybe_unused]] constexpr auto count = ctp::hanoi_move_count(63);
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr auto too_long = ctp::hanoi_moves<21>().size();
#endif
