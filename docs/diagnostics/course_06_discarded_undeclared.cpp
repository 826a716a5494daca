// compilers: gcc clang
// docs/course/06_if_constexpr.md: a name nothing declares, in a discarded branch: it does not
// depend on the template's parameter, so it is looked up where it is written, and both compilers
// refuse it.

//! [discarded-undeclared]
template <int Discs>
constexpr int moves() {
  if constexpr (Discs >= 1) {
    return (1 << Discs) - 1;
  } else {
    return undeclared_count();
  }
}

static_assert(moves<3>() == 7);
//! [discarded-undeclared]
