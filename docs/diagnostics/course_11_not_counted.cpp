// compilers: gcc clang
// errors: 1
// notes: 4
// docs/course/11_concepts.md: a puzzle whose move_count answers an int, not a std::uint64_t,
// given to a template that asks for a counted_puzzle.
#include "../examples/course_11_concepts.cpp"

//! [not-counted]
struct small_towers {
  static constexpr int move_count(int discs) { return (1 << discs) - 1; }
};

static_assert(moves_up_to<small_towers>(3) == 11);
//! [not-counted]
