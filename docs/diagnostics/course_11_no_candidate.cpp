// compilers: gcc clang
// notes: 3
// docs/course/11_concepts.md: SFINAE leaves out every halve for a type that is neither an integer
// nor floating point, and the call finds no function.
#include "../examples/course_11_classic.cpp"

//! [no-candidate]
struct metres {
  int value;
};

constexpr auto half_way = halve(metres{8});
//! [no-candidate]
