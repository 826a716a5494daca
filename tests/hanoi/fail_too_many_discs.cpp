// expect: ctp: hanoi needs 1 to 63 discs
#include "ctp/hanoi.hpp"

[[maybe_unused]] constexpr auto fine = ctp::hanoi_moves<2>().size();
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr auto too_many = ctp::hanoi_moves<64>().size();
#endif
