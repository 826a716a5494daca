// compilers: gcc clang
// docs/course/11_concepts.md: a type given to a template template parameter, which wants a
// template.
#include "../examples/course_11_classic.cpp"

//! [not-a-template]
using pointers = twice<int*, int>;
//! [not-a-template]
