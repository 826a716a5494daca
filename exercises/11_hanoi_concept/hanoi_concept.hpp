// Exercise 11_hanoi_concept: a concept that names what moves_text needs (README.md says what to
// do; `make learn` grades this file).
#ifndef CTP_EXERCISE_HANOI_CONCEPT_HPP_INCLUDED
#define CTP_EXERCISE_HANOI_CONCEPT_HPP_INCLUDED

#include <concepts>
#include <cstdint>

#include "ctp/fixed_string.hpp"
#include "ctp/hanoi/rules.hpp"

namespace learner {

// Your turn: a puzzle that names each of its moves with a letter. Puzzle::move_count(size) must
// answer exactly a std::uint64_t, and Puzzle::letter_at(size, k), for a std::uint64_t k, exactly
// a char. As given, it asks only for the first.
template <class Puzzle>
concept lettered_puzzle = requires(int size) {
  { Puzzle::move_count(size) } -> std::same_as<std::uint64_t>;
};

// The towers of Hanoi, by lesson 10's closed form.
struct towers {
  static constexpr std::uint64_t move_count(int discs) { return ctp::hanoi_move_count(discs); }
  static constexpr char letter_at(int discs, std::uint64_t k) {
    return ctp::hanoi_move_at(discs, k);
  }
};

// The moves of a puzzle of the given size, as text: one letter a move. Your turn: accept only a
// lettered_puzzle. As given, it accepts any type.
template <class Puzzle, int Size>
constexpr auto moves_text() {
  ctp::fixed_string<Puzzle::move_count(Size)> text{};
  for (std::uint64_t k = 0; k != text.size(); ++k) text[k] = Puzzle::letter_at(Size, k);
  return text;
}

}  // namespace learner

#endif  // CTP_EXERCISE_HANOI_CONCEPT_HPP_INCLUDED
