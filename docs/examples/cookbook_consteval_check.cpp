// docs/cookbook.md: bad input turned into exactly one error, by a consteval check and an
// `if constexpr` fallback.
#include <array>
#include <cstdio>

//! [consteval-check]
// True iff Count is a size the squares below accept; otherwise one static_assert says so. The
// check is consteval: it can only run at compile time, in the `if constexpr` below. A plain
// constexpr function would do as well; the one error comes from the discarded branch.
template <int Count>
consteval bool check_count() {
  static_assert(Count >= 1 && Count <= 1000, "squares needs 1 to 1000 numbers");
  return Count >= 1 && Count <= 1000;
}

// The squares of 1 to Count. On bad input the `if constexpr` takes the fallback branch, so the
// compiler never instantiates std::array<int, Count> or the loop for that Count: the
// static_assert above is the only error.
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

static_assert(squares<4>() == std::array{1, 4, 9, 16});
//! [consteval-check]

int main() {
  for (const int square : squares<5>()) std::printf("%d ", square);
  std::puts("");
}
