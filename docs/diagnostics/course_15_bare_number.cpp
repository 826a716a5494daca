// compilers: gcc clang
// errors: 1
// docs/course/15_tables.md: a bare number where a generated table asks for one of its states.
#include "ctp/tables/nine_tails_3x3.hpp"

//! [bare-number]
constexpr auto cost_of_56 = ctp::tables::nine_tails_3x3::cost(56);
//! [bare-number]
