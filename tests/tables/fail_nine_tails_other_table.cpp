// expect: nine_tails_4x4::
// A 4 x 4 board given to the 3 x 3 table: each table's state is its own type, so it is a compile
// error, never an answer for some other board.
#include "ctp/tables/nine_tails_3x3.hpp"
#include "ctp/tables/nine_tails_4x4.hpp"

namespace three = ctp::tables::nine_tails_3x3;
namespace four = ctp::tables::nine_tails_4x4;

static_assert(three::cost(three::goal()) == 0u && four::cost(four::goal()) == 0u);
#ifndef CTP_FAIL_CONTROL
static_assert(three::cost(four::goal()) == 0u);
#endif
