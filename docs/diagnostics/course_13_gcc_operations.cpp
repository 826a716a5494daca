// compilers: gcc
// docs/course/13_budgets.md: 20 discs by lesson 1's recursion are more operations than g++'s
// default limit.
#include "../examples/course_13_budgets.cpp"

//! [gcc-operations]
constexpr auto twenty_discs = hanoi_letters<20>();
//! [gcc-operations]
