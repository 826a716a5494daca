// expect: ctp: hanoi needs 1 to 63 discs
#include "ctp/hanoi.hpp"

[[maybe_unused]] constexpr auto fine = ctp::hanoi_moves_text<1>();
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr auto zero = ctp::hanoi_moves_text<0>();
#endif
