// compilers: gcc clang
// errors: 1
// notes: 2
// docs/course/11_concepts.md: a substitution that fails outside its immediate context, inside the
// class template it instantiates, is an error, not a candidate left out.
#include <type_traits>

//! [not-immediate]
template <class T>
struct integer_only {
  static_assert(std::is_integral_v<T>, "integer_only needs an integer");
  using type = T;
};

template <class T>
constexpr typename integer_only<T>::type halve(T value, int) {
  return value / 2;
}

template <class T>
constexpr T halve(T value, long) {
  return value / 2;
}

constexpr auto half = halve(7.0, 1L);
//! [not-immediate]
