// compilers: gcc
// docs/course/09_objects.md: in a constant evaluation, g++ 12 cannot reach a derived class's
// defaulted destructor through a virtual call (a delete through the base); clang++ 19 compiles
// this.
#include "../examples/course_09_objects.cpp"

//! [defaulted-destructor]
class tripler final : public step {
 public:
  constexpr ~tripler() override = default;
  constexpr int next(int moves) const override { return 3 * moves + 2; }
};

constexpr int tripled_moves_for(int discs) {
  const step* rule = new tripler;
  int moves = 0;
  for (int disc = 0; disc != discs; ++disc) moves = rule->next(moves);
  delete rule;
  return moves;
}

static_assert(tripled_moves_for(2) == 8);
//! [defaulted-destructor]
