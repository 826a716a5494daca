// Exercise 13_rings_fit_budget: the Chinese rings for 15 rings in a fraction of each compiler's
// budget (README.md says what to do; `make learn` grades this file).
#ifndef CTP_EXERCISE_RINGS_FIT_BUDGET_HPP_INCLUDED
#define CTP_EXERCISE_RINGS_FIT_BUDGET_HPP_INCLUDED

#include <array>
#include <bit>
#include <cstdint>

#include "ctp/chinese_rings/rules.hpp"
#include "ctp/chinese_rings/with_recursion.hpp"

namespace learner {

// The moves that take Rings rings off the bar, from all up, and that put them on, from all down,
// each a std::array<ctp::rings_move, ctp::rings_move_count(Rings)>. As given, the library's
// recursion (exercise 09_rings_recursion's): right, but it walks the ring list on every move,
// and every step of that walk costs the evaluator. Your turn: 15 rings must fit in
// a tenth of g++'s operations and half of clang++'s steps.
template <int Rings>
constexpr auto rings_remove_moves() {
  return ctp::with_recursion::rings_remove_moves<Rings>();
}

template <int Rings>
constexpr auto rings_put_on_moves() {
  return ctp::with_recursion::rings_put_on_moves<Rings>();
}

}  // namespace learner

#endif  // CTP_EXERCISE_RINGS_FIT_BUDGET_HPP_INCLUDED
