// expect: ctp: contents(...) takes whole numbers: integers, not bool, characters or floating point
// A bool is no amount in a cup: a compile error, not 0.
#include "ctp/tables/water_3_5_8.hpp"

namespace table = ctp::tables::water_3_5_8;

static_assert(table::contents(0, 0, 8) == table::start());
#ifndef CTP_FAIL_CONTROL
static_assert(table::contents(false, 0, 8) == table::start());
#endif
