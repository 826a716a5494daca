// compilers: gcc clang
// errors: 1
// notes: 2
// docs/course/12_search.md: std::queue, over its default std::deque, is no literal type in C++20:
// a constexpr function may not even define one.
#include <queue>

//! [queue]
constexpr int first_in_line() {
  std::queue<int> line;  // a std::deque underneath
  line.push(7);
  return line.front();
}
//! [queue]
