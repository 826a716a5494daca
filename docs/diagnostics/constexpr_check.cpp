// compilers: gcc clang
// errors: 1
// The cookbook's squares<Count>() with its check a plain constexpr function, not consteval: still
// one error, because what stops the cascade is the static_assert and the discarded branch.
#include <array>

template <int Count>
constexpr bool check_count() {
  static_assert(Count >= 1 && Count <= 1000, "squares needs 1 to 1000 numbers");
  return Count >= 1 && Count <= 1000;
}

template <int Count>
constexpr auto squares() {
  if constexpr (check_count<Count>()) {
    std::array<int, Count> numbers{};
    for (int i = 0; i != Count; ++i) numbers[i] = (i + 1) * (i + 1);
    return numbers;
  } else {
    return std::array<int, 0>{};
  }
}

constexpr auto none = squares<-1>();
