// compilers: gcc clang
// errors: 1
// docs/course/01_constexpr_functions.md: a static_assert whose condition the compiler computes
// as false.
#include <cstdint>

//! [wrong-answer]
constexpr std::uint64_t move_count(int discs) {
  if (discs == 0) return 0;
  return 2 * move_count(discs - 1) + 1;
}

static_assert(move_count(3) == 8);
//! [wrong-answer]
