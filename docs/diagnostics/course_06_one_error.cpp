// compilers: gcc clang
// errors: 1
// docs/course/06_if_constexpr.md: hanoi_letters<0>() is refused with one error, the
// static_assert's.
#include "../examples/course_06_if_constexpr.cpp"

//! [one-error]
constexpr auto none = hanoi_letters<0>();
//! [one-error]
