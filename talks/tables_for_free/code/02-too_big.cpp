// compilers: gcc clang
// errors: 1
// notes: 0
// A 4 x 5 board (1,048,576 states) asked of the compiler: ctp
// refuses it by name and points to the generator.
#include <ctp/nine_tails.hpp>

//! [too-big]
// 20 cells: past what ctp lets the compiler build.
constexpr auto solved = ctp::nine_tails_solve<4, 5>();
//! [too-big]
