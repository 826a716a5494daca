// expect: ctp: a count, an index or an amount is an integer, not bool
// A goal's amount that is no integer: a compile error, not 4 for 4.5 rounded down.
#include "ctp/water_pouring.hpp"

static_assert(ctp::water_goal::amount_anywhere(4).amount ==
              ctp::water_goal::amount_anywhere(4ULL).amount);
#ifndef CTP_FAIL_CONTROL
static_assert(ctp::water_goal::amount_anywhere(4.5).amount == 4);
#endif
