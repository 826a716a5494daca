// expect: move_index_past_the_last_move
// Move 1023 of the 1,023 moves (0 .. 1022) of the 10-disc table, in a constant expression.
#include "ctp/tables/hanoi_10.hpp"

namespace table = ctp::tables::hanoi_10;

static_assert(table::move_at(1022) == 'C');
#ifndef CTP_FAIL_CONTROL
static_assert(table::move_at(1023) == 'C');
#endif
