// compilers: gcc clang
// errors: 1
// notes: 2
// docs/course/12_search.md: std::map is no literal type in C++20: a constexpr function may not
// define one.
#include <map>

//! [map]
constexpr int cost_of_state() {
  std::map<int, int> costs;
  costs[56] = 8;
  return costs[56];
}
//! [map]
