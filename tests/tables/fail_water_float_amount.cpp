// expect: ctp: a table takes its indices and amounts as integers
// An amount to reach that is no integer: a compile error, not the cost of amount 4 for 4.5.
#include "ctp/tables/water_3_5_8.hpp"

namespace table = ctp::tables::water_3_5_8;

static_assert(table::cost(table::start(), 4) == 6U);
#ifndef CTP_FAIL_CONTROL
static_assert(table::cost(table::start(), 4.5F) == 6U);
#endif
