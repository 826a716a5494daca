// compilers: gcc clang
// A board past the 512 of the 3 x 3 table, in a constant
// expression: the compiler names the problem,
// state_outside_the_table.
#include <ctp/tables/nine_tails_3x3.hpp>

//! [bad-board]
namespace table = ctp::tables::nine_tails_3x3;

static_assert(table::cost(600) == 8u);  // 600 is no board
//! [bad-board]
