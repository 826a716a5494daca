// expect: ctp: a count, an index or an amount is an integer, not bool
// A character is no number of rings: a compile error, not the 21 moves of 5 rings for '\x05'
// (nor a refusal of 53 rings for '5').
#include "ctp/chinese_rings.hpp"

static_assert(ctp::rings_move_count(5) == ctp::rings_move_count(5U));
#ifndef CTP_FAIL_CONTROL
static_assert(ctp::rings_move_count('\x05') == 21);
#endif
