// expect: state_index_past_the_last_state
// The state after 683 moves of a list of 682, in a constant expression.
#include "ctp/tables/rings_10.hpp"

namespace table = ctp::tables::rings_10;

static_assert(table::state_after(682) == 0u);
#ifndef CTP_FAIL_CONTROL
static_assert(table::state_after(683) == 0u);
#endif
