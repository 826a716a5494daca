// expect: ctp: a count, an index or an amount is an integer, not bool
// true is no number of seats: a compile error, not a boat of 1 seat.
#include "ctp/river_crossing.hpp"

static_assert(ctp::river_shape::farmer(1) == ctp::river_shape::farmer(1U));
#ifndef CTP_FAIL_CONTROL
static_assert(ctp::river_shape::farmer(true) == ctp::river_shape::farmer(1));
#endif
