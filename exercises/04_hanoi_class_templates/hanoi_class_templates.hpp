// Exercise 04_hanoi_class_templates: move K of Peelle's solution as a class template, one class
// a level (README.md says what to do; `make learn` grades this file).
#ifndef CTP_EXERCISE_HANOI_CLASS_TEMPLATES_HPP_INCLUDED
#define CTP_EXERCISE_HANOI_CLASS_TEMPLATES_HPP_INCLUDED

#include <cstddef>
#include <cstdint>
#include <utility>

#include "ctp/fixed_string.hpp"
#include "ctp/hanoi/rules.hpp"

namespace learner {

// The letter of move K (counted from 0) of the solution for Discs discs, with the pegs' names
// First, Second and Third in Peelle's order, as a static constexpr char named `value`, for up to
// 63 discs. Your turn: Peelle's recursion, one class a level, and a partial specialization for
// one disc that ends it. As given, every letter is 'A'.
template <int Discs, std::uint64_t K, char First, char Second, char Third>
struct letter_at {
  static constexpr char value = 'A';
};

// The moves for Discs discs, as text: letter_at<Discs, K, 'A', 'B', 'C'> for every K, then a
// terminator (the K... are a pack, lesson 5's subject: one letter_at a move).
template <int Discs>
constexpr auto hanoi_moves() {
  return []<std::size_t... K>(std::index_sequence<K...>) {
    const char text[] = {letter_at<Discs, K, 'A', 'B', 'C'>::value..., '\0'};
    return ctp::fixed_string<sizeof...(K)>{text};
  }(std::make_index_sequence<ctp::hanoi_move_count(Discs)>{});
}

}  // namespace learner

#endif  // CTP_EXERCISE_HANOI_CLASS_TEMPLATES_HPP_INCLUDED
