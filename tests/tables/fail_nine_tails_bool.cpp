// expect: ctp: a table takes its indices and amounts as integers
// A bool is no index: a compile error, not board 1.
#include "ctp/tables/nine_tails_3x3.hpp"

namespace table = ctp::tables::nine_tails_3x3;

static_assert(table::state_at(1) == table::state_at(1U));
#ifndef CTP_FAIL_CONTROL
static_assert(table::state_at(true) == table::state_at(1));
#endif
