// expect: ctp: a move name has at most 15 characters
#include "ctp/hanoi.hpp"

[[maybe_unused]] constexpr auto fine = ctp::hanoi_moves<2, "fifteen-letters", "b", "c">();
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr auto too_long = ctp::hanoi_moves<2, "sixteen-letters!", "b", "c">();
#endif
