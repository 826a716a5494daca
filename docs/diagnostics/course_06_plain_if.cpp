// compilers: gcc clang
// docs/course/06_if_constexpr.md: a plain `if` where the two branches return different types.
#include <cstdint>

//! [plain-if]
template <int Discs>
constexpr auto move_count() {
  if (Discs <= 8) {
    return std::uint8_t{(1 << Discs) - 1};
  } else {
    return (std::uint64_t{1} << Discs) - 1;
  }
}

static_assert(move_count<3>() == 7);
//! [plain-if]
