// expect: ctp: hanoi needs 1 to 63 discs
#include "ctp/hanoi.hpp"

constexpr auto fine = ctp::hanoi_moves<1>();
#ifndef CTP_FAIL_CONTROL
constexpr auto zero = ctp::hanoi_moves<0>();
#endif
