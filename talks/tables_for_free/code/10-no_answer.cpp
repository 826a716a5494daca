// compilers: gcc clang
// No answer is said one way, at compile time as at run time: an
// empty std::optional, which a static_assert can test (the first
// holds: what the compilers say is all about the second). Reading
// it with value() in a constant expression is the error, where at
// run time value() throws std::bad_optional_access.
#include <ctp/tables/nine_tails_3x3.hpp>

//! [no-answer]
namespace table = ctp::tables::nine_tails_3x3;

constexpr auto board = table::parse("HHHTXTHHH");  // X: no board
static_assert(!board);  // the empty answer, in a static_assert
static_assert(table::cost(board.value()) == 8u);  // an error
//! [no-answer]
