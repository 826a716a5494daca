// compilers: gcc clang
// docs/course/03_when_code_runs.md: a consteval call that throws is a compile error, wherever
// it is written.
#include "../examples/course_03_when_code_runs.cpp"

//! [bad-discs]
std::uint64_t too_many() { return compile_time_move_count(64); }
//! [bad-discs]
