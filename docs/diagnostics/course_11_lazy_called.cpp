// compilers: gcc clang
// docs/course/11_concepts.md: the member function that was never instantiated, called: its
// static_assert is checked now.
#include "../examples/course_11_classic.cpp"

//! [lazy-called]
constexpr int none = moves_of<3>::refused();
//! [lazy-called]
