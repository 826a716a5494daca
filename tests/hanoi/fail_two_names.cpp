// expect: ctp: hanoi needs three distinct move names
#include "ctp/hanoi.hpp"

[[maybe_unused]] constexpr auto fine = ctp::hanoi_moves<3, "hop", "skip", "jump">();
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr auto two = ctp::hanoi_moves<3, "hop", "skip">();
#endif
