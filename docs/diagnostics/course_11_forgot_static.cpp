// compilers: gcc clang
// errors: 1
// notes: 4
// docs/course/11_concepts.md: a puzzle whose move_count is not static, given to the entry point
// that asks for a counted_puzzle.
#include "../examples/course_11_concepts.cpp"

//! [forgot-static-call]
static_assert(extra_moves<hanoi_by_object>(3) == 8);
//! [forgot-static-call]
