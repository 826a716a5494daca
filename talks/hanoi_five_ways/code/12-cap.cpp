// compilers: gcc clang
// errors: 1
// notes: 0
// ctp's own limit: no compile-time move list is longer than 20
// discs, and asking for 21 is one error that says so and names
// the way out.
#include <ctp/hanoi.hpp>

//! [twenty-one]
constexpr auto moves = ctp::hanoi_moves<21>();
//! [twenty-one]

int main() {}
