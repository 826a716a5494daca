// expect: contents_outside_the_cups
// Nine units in the cup of 8, in a constant expression.
#include "ctp/tables/water_3_5_8.hpp"

namespace table = ctp::tables::water_3_5_8;

static_assert(table::cost({0, 0, 8}, 4) == 6);
#ifndef CTP_FAIL_CONTROL
static_assert(table::cost({0, 0, 9}, 4) == 6);
#endif
