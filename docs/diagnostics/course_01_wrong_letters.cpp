// compilers: gcc clang
// errors: 1
// notes: 3
// docs/course/01_constexpr_functions.md: a static_assert that compares two arrays of letters,
// one of them wrong: neither compiler adds a note that shows a letter.
#include "../examples/course_01_constexpr_functions.cpp"

//! [wrong-letters]
static_assert(three_disc_moves() == std::array{'B', 'A', 'C', 'B', 'A', 'C', 'A'});
//! [wrong-letters]
