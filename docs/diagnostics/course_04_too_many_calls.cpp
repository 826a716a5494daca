// compilers: gcc clang
// docs/course/04_recursion_on_types.md: 2^21 - 1 calls are more than either compiler's evaluator
// runs under its default limits; the class template computes the same count at once.
#include "../examples/course_04_recursion_on_types.cpp"

//! [too-many-calls]
static_assert(move_count<21>::value == 2'097'151);  // 21 classes: compiles
static_assert(calls_for(21) == 2'097'151);          // 2^21 - 1 calls: refused
//! [too-many-calls]
