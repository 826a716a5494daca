// compilers: gcc clang
// errors: 3
// The same bad input without the `if constexpr` fallback: the static_assert fires, and then the
// compiler goes on to instantiate std::array<int, -1> and what uses it.
#include <array>

template <int Count>
constexpr auto squares() {
  static_assert(Count >= 1 && Count <= 1000, "squares needs 1 to 1000 numbers");
  std::array<int, Count> numbers{};
  for (int i = 0; i != Count; ++i) numbers[i] = (i + 1) * (i + 1);
  return numbers;
}

constexpr auto none = squares<-1>();
