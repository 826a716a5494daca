// compilers: gcc clang
// docs/course/06_if_constexpr.md: the same letters without the `if constexpr` guard: the check
// fails, and the compiler goes on to the array and the call.
#include "../examples/course_06_if_constexpr.cpp"

//! [unguarded]
template <int Discs>
constexpr auto unguarded_letters() {
  check_discs<Discs>();
  std::array<char, (std::size_t{1} << Discs) - 1> letters{};
  hanoi(letters.data(), 'A', 'B', 'C', Discs);
  return letters;
}

constexpr auto none = unguarded_letters<0>();
//! [unguarded]
