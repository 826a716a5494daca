// expect: ctp: contents(...) takes whole numbers
// An amount that is not a whole number: a compile error, not an amount rounded down.
#include "ctp/tables/water_3_5_8.hpp"

namespace table = ctp::tables::water_3_5_8;

static_assert(table::contents(0, 0, 8) == table::start());
#ifndef CTP_FAIL_CONTROL
static_assert(!table::contents(0, 0.5, 8));
#endif
