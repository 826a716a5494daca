// expect: ctp: a table takes its indices and amounts as integers
// A move's number that is no integer: a compile error, not move 5 of 5.9 rounded down.
#include "ctp/tables/hanoi_10.hpp"

namespace table = ctp::tables::hanoi_10;

static_assert(table::move_at(5) == table::move_at(5LL));
#ifndef CTP_FAIL_CONTROL
static_assert(table::move_at(5.9) == table::move_at(5));
#endif
