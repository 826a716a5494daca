// compilers: clang
// errors: 1
// label: heavy
// Lesson 14's Hanoi by decltype (the cookbook's first trick) builds 18 discs; the same recursion
// by calls does not: clang++ evaluates all 2^18 - 1 calls and runs out of steps. (g++ builds
// both: its budget of 2^25 operations holds the calls, about 3.0 million even with its call
// cache off, -fconstexpr-cache-depth=0.)
#include "../examples/course_14_tricks.cpp"

template <int Discs, char First, char Second, char Third>
constexpr auto hanoi_by_calls() {
  if constexpr (Discs == 1) {
    return letters<Second>{};
  } else {
    return join(hanoi_by_calls<Discs - 1, Second, First, Third>(), letters<Second>{},
                hanoi_by_calls<Discs - 1, First, Third, Second>());
  }
}

constexpr auto by_decltype = peelle<18, 'A', 'B', 'C'>();
constexpr auto by_calls = hanoi_by_calls<18, 'A', 'B', 'C'>();
