// expect: amount_outside_every_cup
// An amount of 9 with cups of 3, 5 and 8, in a constant expression.
#include "ctp/tables/water_3_5_8.hpp"

namespace table = ctp::tables::water_3_5_8;

static_assert(table::reachable_count(8).has_value());
#ifndef CTP_FAIL_CONTROL
static_assert(table::reachable_count(9).has_value());
#endif
