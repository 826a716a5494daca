// compilers: gcc clang
// docs/course/09_objects.md: an object made with new in a constant evaluation and never deleted.
#include "../examples/course_09_objects.cpp"

//! [leak]
constexpr int leaked_moves_for(int discs) {
  const step* rule = new hanoi_step;
  int moves = 0;
  for (int disc = 0; disc != discs; ++disc) moves = rule->next(moves);
  return moves;  // no delete
}

static_assert(leaked_moves_for(10) == 1023);
//! [leak]
