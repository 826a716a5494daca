// compilers: clang
// errors: 1
// docs/course/14_tricks.md: the same recursion with its calls evaluated, not in decltype: 2^18 - 1
// calls are more steps than clang++'s default limit.
#include "../examples/course_14_tricks.cpp"

//! [evaluated]
template <int Discs, char First, char Second, char Third>
constexpr auto evaluated() {
  if constexpr (Discs == 1) {
    return letters<Second>{};
  } else {
    const auto park = evaluated<Discs - 1, Second, First, Third>();
    const auto goal = evaluated<Discs - 1, First, Third, Second>();
    return join(park, letters<Second>{}, goal);
  }
}

constexpr auto eighteen = evaluated<18, 'A', 'B', 'C'>();
//! [evaluated]
