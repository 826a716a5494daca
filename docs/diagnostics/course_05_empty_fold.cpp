// compilers: gcc clang
// errors: 1
// docs/course/05_packs_and_folds.md: a fold over + without a value for the empty pack.
//! [empty-fold]
template <class... Numbers>
constexpr int sum(Numbers... numbers) {
  return (numbers + ...);
}

int none() { return sum(); }
//! [empty-fold]
