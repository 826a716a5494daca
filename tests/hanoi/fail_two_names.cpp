// expect: ctp: hanoi needs three distinct move names
#include "ctp/hanoi.hpp"

constexpr auto fine = ctp::hanoi_moves<3, "hop", "skip", "jump">();
#ifndef CTP_FAIL_CONTROL
constexpr auto two = ctp::hanoi_moves<3, "hop", "skip">();
#endif
