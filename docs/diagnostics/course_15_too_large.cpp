// compilers: gcc clang
// errors: 1
// docs/course/15_tables.md: a 5 x 5 board is more than the library lets the compiler solve.
#include "ctp/nine_tails.hpp"

//! [too-large]
constexpr auto five_by_five = ctp::nine_tails_solve<5, 5>();
//! [too-large]
