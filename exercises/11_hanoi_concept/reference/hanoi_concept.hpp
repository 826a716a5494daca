// The reference solution of exercise 11_hanoi_concept: a concept that names what moves_text needs
// (`scripts/learn.py --solution hanoi_concept` shows it).
#ifndef CTP_EXERCISE_HANOI_CONCEPT_HPP_INCLUDED
#define CTP_EXERCISE_HANOI_CONCEPT_HPP_INCLUDED

#include <concepts>
#include <cstdint>

#include "ctp/fixed_string.hpp"
#include "ctp/hanoi/rules.hpp"

namespace learner {

// A puzzle that names each of its moves with a letter: how many moves a size takes, exactly a
// std::uint64_t, and move k's letter, exactly a char.
template <class Puzzle>
concept lettered_puzzle = requires(int size, std::uint64_t k) {
  { Puzzle::move_count(size) } -> std::same_as<std::uint64_t>;
  { Puzzle::letter_at(size, k) } -> std::same_as<char>;
};

// The towers of Hanoi, by lesson 10's closed form.
struct towers {
  static constexpr std::uint64_t move_count(int discs) { return ctp::hanoi_move_count(discs); }
  static constexpr char letter_at(int discs, std::uint64_t k) {
    return ctp::hanoi_move_at(discs, k);
  }
};

// The moves of a puzzle of the given size, as text: one letter a move. A type that is not a
// lettered_puzzle is refused at the call, before this body is instantiated.
template <lettered_puzzle Puzzle, int Size>
constexpr auto moves_text() {
  ctp::fixed_string<Puzzle::move_count(Size)> text{};
  for (std::uint64_t k = 0; k != text.size(); ++k) text[k] = Puzzle::letter_at(Size, k);
  return text;
}

}  // namespace learner

#endif  // CTP_EXERCISE_HANOI_CONCEPT_HPP_INCLUDED
