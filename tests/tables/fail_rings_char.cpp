// expect: ctp: a table takes its indices and amounts as integers
// A character is no number of moves: a compile error, not the state after 49 moves for '1'.
#include "ctp/tables/rings_10.hpp"

namespace table = ctp::tables::rings_10;

static_assert(table::state_after(49) == table::state_after(short{49}));
#ifndef CTP_FAIL_CONTROL
static_assert(table::state_after('1') == table::state_after(49));
#endif
