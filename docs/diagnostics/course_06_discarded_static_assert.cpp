// compilers: gcc
// accepted by: clang
// docs/course/06_if_constexpr.md: `static_assert(false)` in a discarded branch; since P2593R1
// (CWG2518, a defect report) it fails only once its branch is instantiated: clang++ 19 compiles
// the program, g++ 12 (before the change) refuses it.

//! [discarded-static-assert]
template <int Discs>
constexpr int moves() {
  if constexpr (Discs >= 1) {
    return (1 << Discs) - 1;
  } else {
    static_assert(false, "moves needs at least one disc");
    return 0;
  }
}

static_assert(moves<3>() == 7);
//! [discarded-static-assert]
