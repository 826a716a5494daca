// expect: puzzle_index_outside_the_list
// Puzzle 2 of a list of two (0 and 1), in a constant expression.
#include "ctp/tables/water_hardest_3_12.hpp"

namespace table = ctp::tables::water_hardest_3_12;

static_assert(table::puzzle_at(1)->goal_amount == 9);
#ifndef CTP_FAIL_CONTROL
static_assert(table::puzzle_at(2)->goal_amount == 9);
#endif
