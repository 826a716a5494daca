// compilers: gcc clang
// errors: 1
// notes: 2
// docs/course/12_search.md: std::priority_queue, even over a std::vector, is no literal type in
// C++20: its constructors are not constexpr. Write the heap by hand with std::push_heap instead.
#include <functional>
#include <queue>
#include <vector>

//! [priority-queue]
constexpr int cheapest() {
  std::priority_queue<int, std::vector<int>, std::greater<>> costs;
  costs.push(5);
  costs.push(3);
  return costs.top();
}
//! [priority-queue]
