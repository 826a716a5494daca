// compilers: gcc clang
// docs/course/01_constexpr_functions.md: a static_assert that calls a function not marked
// constexpr.
#include <cstdint>

//! [not-constexpr]
std::uint64_t move_count(int discs) {
  if (discs == 0) return 0;
  return 2 * move_count(discs - 1) + 1;
}

static_assert(move_count(3) == 7);
//! [not-constexpr]
