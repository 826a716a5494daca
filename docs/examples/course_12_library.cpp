// docs/course/12_search.md: what of C++20's standard library a constant evaluation allows, each
// entry proven here by a static_assert that compiles; what it refuses is proven by the programs
// docs/diagnostics/course_12_*.cpp.
#include <algorithm>
#include <array>
#include <functional>
#include <optional>
#include <string>
#include <vector>

// std::vector (C++20): memory from new, given back before the evaluation ends.
constexpr int vector_sum() {
  std::vector<int> costs{3, 1, 2};
  costs.push_back(4);
  int sum = 0;
  for (int cost : costs) sum += cost;
  return sum;
}
static_assert(vector_sum() == 10);

//! [heap]
// The heap algorithms (C++20), on a std::vector: a priority queue written by hand.
constexpr int cheapest_after_pushes() {
  std::vector<int> heap;
  for (int cost : {5, 3, 8, 1}) {
    heap.push_back(cost);
    std::push_heap(heap.begin(), heap.end(), std::greater<>{});  // cheapest at the front
  }
  std::pop_heap(heap.begin(), heap.end(), std::greater<>{});  // the cheapest to the back
  heap.pop_back();
  return heap.front();  // the next cheapest
}
static_assert(cheapest_after_pushes() == 3);
//! [heap]

// std::make_heap and std::sort (C++20) on a std::array (C++17).
constexpr std::array<int, 4> sorted_costs() {
  std::array<int, 4> costs{5, 3, 8, 1};
  std::make_heap(costs.begin(), costs.end());
  std::sort(costs.begin(), costs.end());
  return costs;
}
static_assert(sorted_costs() == std::array{1, 3, 5, 8});

// std::optional (C++17): no value, or one.
constexpr std::optional<int> cost_of(int state) {
  if (state < 0) return std::nullopt;
  return state * 2;
}
static_assert(!cost_of(-1) && *cost_of(4) == 8);

// std::string (C++20) longer than the 15 characters libstdc++ 12 keeps inside the object: both
// compilers take it (clang++ 19 refuses only a short one, docs/diagnostics/course_12_string.cpp).
constexpr std::size_t long_text_size() {
  std::string text = "a text of 21 letters.";
  text += " And";
  return text.size();
}
static_assert(long_text_size() == 25);

int main() { return vector_sum() == 10 && cheapest_after_pushes() == 3 ? 0 : 1; }
