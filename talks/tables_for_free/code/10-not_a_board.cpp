// compilers: gcc clang
// Text that is no board, read in a constant expression: the
// compiler names the problem, text_is_not_a_board, instead of
// looking up an impossible state.
#include <ctp/tables/nine_tails_3x3.hpp>

//! [not-a-board]
namespace table = ctp::tables::nine_tails_3x3;

static_assert(table::cost(*table::parse("HHHTXTHHH")) == 8u);
//! [not-a-board]
