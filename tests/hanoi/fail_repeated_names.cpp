// expect: ctp: hanoi needs three distinct move names
#include "ctp/hanoi.hpp"

[[maybe_unused]] constexpr auto fine = ctp::hanoi_moves<4, 1, 2, 3>();
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr auto repeated = ctp::hanoi_moves<4, 1, 2, 1>();
#endif
