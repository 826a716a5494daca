// compilers: gcc clang
// errors: 1
// docs/course/04_recursion_on_types.md: a recursive class template without the specialization
// that ends it.
#include <cstdint>

//! [no-end]
template <int Discs>
struct move_count {
  static constexpr std::uint64_t value =
      move_count<Discs - 1>::value + 1 + move_count<Discs - 1>::value;
};

static_assert(move_count<3>::value == 7);
//! [no-end]
