// compilers: clang
// accepted by: gcc
// docs/course/06_if_constexpr.md: a discarded branch holding a conversion that is wrong whatever
// the template's parameter (ill-formed, no diagnostic required): clang++ 19 refuses it, g++ 12
// compiles the program.

//! [discarded-conversion]
struct disc {};

template <int Discs>
constexpr int moves() {
  if constexpr (Discs >= 1) {
    return (1 << Discs) - 1;
  } else {
    disc wrong = 5;  // no conversion from int, for any Discs
    return 0;
  }
}

static_assert(moves<3>() == 7);
//! [discarded-conversion]
