// compilers: gcc clang
// errors: 1
// notes: 2
// docs/course/12_search.md: std::deque is no literal type in C++20.
#include <deque>

//! [deque]
constexpr int first_in_deque() {
  std::deque<int> line{7};
  return line.front();
}
//! [deque]
