// expect: ctp: chinese rings needs 1 to 63 rings
#include "ctp/chinese_rings.hpp"

constexpr auto fine = ctp::rings_remove_moves<1>();
#ifndef CTP_FAIL_CONTROL
constexpr auto zero = ctp::rings_remove_moves<0>();
#endif
