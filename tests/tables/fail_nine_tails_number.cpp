// expect: conver
// A bare number where a state is asked for: a compile error (no conversion from int), so that a
// number is checked once, by state_at, before it is ever looked up.
#include "ctp/tables/nine_tails_3x3.hpp"

namespace table = ctp::tables::nine_tails_3x3;

static_assert(table::cost(*table::state_at(56)) == 8u);
#ifndef CTP_FAIL_CONTROL
static_assert(table::cost(56) == 8u);
#endif
