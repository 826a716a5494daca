// compilers: clang
// errors: 1
// docs/course/13_budgets.md: 18 discs by lesson 1's recursion are more steps than clang++'s
// default limit.
#include "../examples/course_13_budgets.cpp"

//! [clang-steps]
constexpr auto eighteen_discs = hanoi_letters<18>();
//! [clang-steps]
