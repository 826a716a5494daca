// compilers: gcc clang
// errors: 1
// docs/course/03_when_code_runs.md: `if consteval` is C++23. The project builds C++20 with
// -Werror, where both compilers' warning about it is an error; the pragma says so here.
#pragma GCC diagnostic error "-Wc++23-extensions"
#include <cstdint>

//! [if-consteval]
constexpr std::uint64_t move_count(int discs) {
  if consteval {
    return discs == 0 ? 0 : 2 * move_count(discs - 1) + 1;
  } else {
    return (std::uint64_t{1} << discs) - 1;
  }
}
//! [if-consteval]
