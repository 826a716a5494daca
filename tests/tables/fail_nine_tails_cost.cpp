// expect: state_outside_the_table
// A board past the 512 states of the 3 x 3 table, in a constant expression.
#include "ctp/tables/nine_tails_3x3.hpp"

namespace table = ctp::tables::nine_tails_3x3;

static_assert(table::cost(511) == 0u);
#ifndef CTP_FAIL_CONTROL
static_assert(table::cost(600) == 0u);
#endif
