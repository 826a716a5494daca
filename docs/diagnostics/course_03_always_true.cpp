// compilers: gcc clang
// errors: 1
// docs/course/03_when_code_runs.md: std::is_constant_evaluated() in `if constexpr` is always
// true. Each compiler warns; the project's -Werror makes it an error, as the pragmas do here.
#pragma GCC diagnostic error "-Wtautological-compare"
#pragma clang diagnostic error "-Wconstant-evaluated"
#include <type_traits>

//! [always-true]
constexpr const char* where() {
  if constexpr (std::is_constant_evaluated()) {
    return "compile time";
  } else {
    return "run time";
  }
}
//! [always-true]
