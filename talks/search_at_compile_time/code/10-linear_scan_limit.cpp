// compilers: gcc clang
// errors: 1
// label: heavy
// Liang's linear scan on 3 x 4: 4,096 boards, each settled board
// scans them all, and the constant evaluation runs out of budget.
#include <ctp/nine_tails.hpp>

//! [too-far]
constexpr auto table =
    ctp::with_linear_scan::nine_tails_solve<3, 4>();
//! [too-far]
