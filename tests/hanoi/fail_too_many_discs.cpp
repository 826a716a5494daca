// expect: ctp: hanoi needs 1 to 63 discs
#include "ctp/hanoi.hpp"

constexpr auto fine = ctp::hanoi_moves<2>().size();
#ifndef CTP_FAIL_CONTROL
constexpr auto too_many = ctp::hanoi_moves<64>().size();
#endif
