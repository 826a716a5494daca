// compilers: gcc clang
// errors: 1
// flags: -Wall -Werror
// docs/course/03_when_code_runs.md: std::is_constant_evaluated() in `if constexpr` is always
// true. With the project's -Wall -Werror, each compiler's warning stops the build.
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
