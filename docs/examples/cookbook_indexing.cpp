// docs/cookbook.md: indexing an array rather than walking pointers, for g++'s constant evaluator.
#include <cstddef>
#include <cstdio>

//! [indexing]
// Copies chars[from, from + count) to chars[to, to + count) (the ranges must not overlap), for a
// C array, std::string or std::vector<char> alike. Two habits for g++'s evaluator: index the
// array itself (a pointer walk costs it more operations a character), and cut the copy into
// loops of 4,096 iterations (it stops any one loop after 2^18).
template <class Chars>
constexpr void copy_within(Chars& chars, std::size_t from, std::size_t to, std::size_t count) {
  constexpr std::size_t chunk = 4096;
  for (std::size_t first = 0; first < count; first += chunk) {
    const std::size_t last = count - first < chunk ? count : first + chunk;
    for (std::size_t i = first; i != last; ++i) chars[to + i] = chars[from + i];
  }
}

// 270,000 characters copied at compile time: more than one loop's limit in g++ (2^18).
struct page {
  char chars[540'000];
};
constexpr char copied_last() {
  page text{};
  text.chars[269'999] = 'x';
  copy_within(text.chars, 0, 270'000, 270'000);
  return text.chars[539'999];
}
static_assert(copied_last() == 'x');
//! [indexing]

int main() {
  char text[] = "ABC...";
  copy_within(text, 0, 3, 3);
  std::puts(text);
}
