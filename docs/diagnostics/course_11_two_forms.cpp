// compilers: gcc clang
// errors: 1
// notes: 2
// docs/course/11_concepts.md: a function template declared with the short form of its constraint
// and defined with the long form: two templates that accept the same arguments, not one.
#include "../examples/course_11_concepts.cpp"

//! [two-forms]
template <counted_puzzle Puzzle>
constexpr std::uint64_t last_move(int size);

template <class Puzzle>
  requires counted_puzzle<Puzzle>
constexpr std::uint64_t last_move(int size) {
  return Puzzle::move_count(size);
}

static_assert(last_move<towers>(3) == 7);
//! [two-forms]
