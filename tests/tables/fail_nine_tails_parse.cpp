// expect: text_is_not_a_board
// The text that is no board, looked up in a constant expression: the compiler names the problem
// instead of answering the cost of an impossible state.
#include "ctp/tables/nine_tails_3x3.hpp"

namespace table = ctp::tables::nine_tails_3x3;

static_assert(table::cost(*table::parse("HHHTTTHHH")) == 8u);
#ifndef CTP_FAIL_CONTROL
static_assert(table::cost(*table::parse("XYZ")) == 0u);
#endif
