// expect: contents_not_reached_from_the_start
// 1, 1, 1 fits the cups but is never reached from 0, 0, 8: the table has no entry for it.
#include "ctp/tables/water_3_5_8.hpp"

namespace table = ctp::tables::water_3_5_8;

static_assert(table::reachable({0, 0, 8}, 4));
#ifndef CTP_FAIL_CONTROL
static_assert(table::reachable({1, 1, 1}, 4));
#endif
