// compilers: gcc clang
// errors: 2
// Each table's state is its own type: a bare number, or a board
// of another table, where the 3 x 3 table asks for a state, is a
// compile error, never the answer for some other board.
#include <ctp/tables/nine_tails_3x3.hpp>
#include <ctp/tables/nine_tails_4x4.hpp>

//! [not-a-state]
namespace table = ctp::tables::nine_tails_3x3;
namespace four = ctp::tables::nine_tails_4x4;

static_assert(table::cost(56) == 8u);  // a number: no state
static_assert(table::cost(four::goal()) == 0u);  // 4 x 4 board
//! [not-a-state]
