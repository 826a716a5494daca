// expect: move_index_past_the_last_move
// Move 682 of the 682 moves (0 .. 681) of the 10-ring table, in a constant expression.
#include "ctp/tables/rings_10.hpp"

namespace table = ctp::tables::rings_10;

static_assert(table::move_at(681)->ring == 10);
#ifndef CTP_FAIL_CONTROL
static_assert(table::move_at(682)->ring == 10);
#endif
