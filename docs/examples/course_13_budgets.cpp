// docs/course/13_budgets.md: the evaluator's budget: lesson 1's recursion for the towers of
// Hanoi at the largest number of discs each compiler evaluates under its default limits.
#include <cstddef>
#include <cstdio>

#include "course_13_letters.hpp"  // hanoi_letters<Discs>(), lesson 1's recursion into an array

//! [reach]
// The most discs each compiler's evaluator takes under its default limits.
#if defined(__clang__)
constexpr int most_discs = 17;  // 131,071 calls
#else
constexpr int most_discs = 19;  // 524,287 calls
#endif

constexpr auto at_the_limit = hanoi_letters<most_discs>();
static_assert(at_the_limit.size() == (std::size_t{1} << most_discs) - 1);
static_assert(at_the_limit[at_the_limit.size() / 2] == 'B');  // the largest disc, START to GOAL
//! [reach]

int main() {
  std::printf("%d discs: %zu letters, the middle one %c\n", most_discs, at_the_limit.size(),
              at_the_limit[at_the_limit.size() / 2]);
}
