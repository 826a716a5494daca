// expect: ctp: a count, an index or an amount is an integer, not bool
// A move's index that is no integer: a compile error, not move 5 of 5.9 rounded down.
#include "ctp/hanoi.hpp"

static_assert(ctp::hanoi_move_at(3, 5) == ctp::hanoi_move_at(3, 5LL));
#ifndef CTP_FAIL_CONTROL
static_assert(ctp::hanoi_move_at(3, 5.9) == ctp::hanoi_move_at(3, 5));
#endif
