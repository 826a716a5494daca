// compilers: gcc clang
// docs/course/11_concepts.md: a number given where an index sequence is expected: the pack cannot
// be deduced from it.
#include "../examples/course_11_classic.cpp"

//! [count-not-sequence]
constexpr auto four = squares(4);
//! [count-not-sequence]
