// expect: ctp: contents(...) needs one amount a cup
// Two amounts for three cups: a compile error, not the contents 3, 5, 0.
#include "ctp/tables/water_3_5_8.hpp"

namespace table = ctp::tables::water_3_5_8;

static_assert(table::contents(0, 0, 8) == table::start());
#ifndef CTP_FAIL_CONTROL
static_assert(!table::contents(3, 5));
#endif
