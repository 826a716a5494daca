// compilers: gcc clang
// errors: 1
// docs/course/03_when_code_runs.md: inside `if (std::is_constant_evaluated())` a function's
// parameter is still not a constant, so it cannot be passed to a consteval function.
#include "../examples/course_03_when_code_runs.cpp"

//! [consteval-in-branch]
constexpr std::uint64_t move_count(int discs) {
  if (std::is_constant_evaluated()) return compile_time_move_count(discs);
  return (std::uint64_t{1} << discs) - 1;
}
//! [consteval-in-branch]
