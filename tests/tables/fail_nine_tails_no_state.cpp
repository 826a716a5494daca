// expect: constant expression
// The cost of a text that is no board, in a constant expression: parse is empty, and reading the
// empty optional is a compile error, never a cost. (static_assert(!table::parse("HHX")) is how
// to ask.)
#include "ctp/tables/nine_tails_3x3.hpp"

namespace table = ctp::tables::nine_tails_3x3;

static_assert(!table::parse("HHX"));
#ifndef CTP_FAIL_CONTROL
static_assert(*table::cost(*table::parse("HHX")) == 8u);
#endif
