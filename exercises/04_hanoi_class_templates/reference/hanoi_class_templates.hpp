// The reference solution of exercise 04_hanoi_class_templates: move K of Peelle's solution as a
// class template, one class a level (`scripts/learn.py --solution hanoi_class_templates` shows
// it).
#ifndef CTP_EXERCISE_HANOI_CLASS_TEMPLATES_HPP_INCLUDED
#define CTP_EXERCISE_HANOI_CLASS_TEMPLATES_HPP_INCLUDED

#include <cstddef>
#include <cstdint>
#include <utility>

#include "ctp/fixed_string.hpp"
#include "ctp/hanoi/rules.hpp"

namespace learner {

// The letter of move K (counted from 0) of the solution for Discs discs, with the pegs' names
// First, Second and Third in Peelle's order, as a static constexpr char named `value`. The
// solution is lesson 1's step 1 (Discs - 1 discs to PARK, the first two names swapped), step 2
// (the move Second), then step 3 (Discs - 1 discs from PARK, the last two names swapped): step
// 1's moves are 0 to Middle - 1, step 2 is Middle, and step 3's are the rest. So move K is step 2,
// or move K of step 1, or move K - Middle - 1 of step 3: one class a level, never both halves.
template <int Discs, std::uint64_t K, char First, char Second, char Third>
struct letter_at {
  static constexpr std::uint64_t middle = (std::uint64_t{1} << (Discs - 1)) - 1;
  static constexpr bool in_park = K < middle;
  // The one class for Discs - 1 that can hold move K: step 1's below the middle move, step 3's
  // above.
  using half = letter_at<Discs - 1, in_park ? K : K - middle - 1, in_park ? Second : First,
                         in_park ? First : Third, in_park ? Third : Second>;
  static constexpr char value = K == middle ? Second : half::value;
};

// One disc: one move, named Second.
template <std::uint64_t K, char First, char Second, char Third>
struct letter_at<1, K, First, Second, Third> {
  static constexpr char value = Second;
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
