// compilers: gcc clang
// errors: 1
// docs/course/10_closed_forms.md: a closed form that forgets the odd numbers of discs, caught by
// the proof against the recursion.
#include "../examples/course_10_closed_forms.cpp"

//! [wrong-period]
constexpr char abc_move_at(int, std::uint64_t k) {
  constexpr char letters[] = {'A', 'B', 'C'};
  return letters[k % 3];
}

static_assert(same_as_recursion(abc_move_at, 12));
//! [wrong-period]
