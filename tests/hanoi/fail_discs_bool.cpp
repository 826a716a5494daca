// expect: ctp: a count, an index or an amount is an integer, not bool
// true is no number of discs: a compile error, not the move count of 1 disc.
#include "ctp/hanoi.hpp"

static_assert(ctp::hanoi_move_count(1) == ctp::hanoi_move_count(short{1}));
#ifndef CTP_FAIL_CONTROL
static_assert(ctp::hanoi_move_count(true) == 1);
#endif
