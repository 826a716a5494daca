// expect: state_outside_the_table
// reachable and next of a board past the table, in a constant expression.
#include "ctp/tables/nine_tails_3x3_unweighted.hpp"

namespace table = ctp::tables::nine_tails_3x3_unweighted;

static_assert(table::reachable(511) && table::next(56) != 56u);
#ifndef CTP_FAIL_CONTROL
static_assert(table::reachable(512) || table::next(512) != 512u);
#endif
