// expect: ctp: a table takes its indices and amounts as integers
// A wide character is no puzzle's number: a compile error, not puzzle 0 for L'\0'.
#include "ctp/tables/water_hardest_3_12.hpp"

namespace table = ctp::tables::water_hardest_3_12;

static_assert(table::puzzle_at(0));
#ifndef CTP_FAIL_CONTROL
static_assert(table::puzzle_at(L'\0'));
#endif
