// compilers: gcc clang
// docs/course/02_what_constant_evaluation_forbids.md: a throw reached in a constant evaluation.
#include "../examples/course_02_what_constant_evaluation_forbids.cpp"

//! [throw]
static_assert(checked_move_count(64) > 0);
//! [throw]
