// expect: ctp: a compile-time hanoi move list needs 1 to 20 discs
#include "ctp/hanoi.hpp"

[[maybe_unused]] constexpr auto fine = ctp::hanoi_moves_text<ctp::hanoi_max_compile_time_discs>();
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr auto too_many = ctp::hanoi_moves_text<21>();
#endif
