// Lesson 13's function (docs/course/13_budgets.md): lesson 1's recursion writing the letters for
// Discs discs into an array, shared by the lesson's example and the benchmark that measures what
// a move of it costs (bench/compile/tu/lesson_13_letters.cpp).
#ifndef CTP_DOCS_EXAMPLES_COURSE_13_LETTERS_HPP_INCLUDED
#define CTP_DOCS_EXAMPLES_COURSE_13_LETTERS_HPP_INCLUDED

#include <array>
#include <cstddef>

#include "course_peelle.hpp"  // hanoi(out, first, second, third, discs), from lesson 1

//! [letters]
// The letters for Discs discs by lesson 1's recursion: 2^Discs - 1 calls, one a move.
template <int Discs>
constexpr std::array<char, (std::size_t{1} << Discs) - 1> hanoi_letters() {
  std::array<char, (std::size_t{1} << Discs) - 1> letters{};
  hanoi(letters.data(), 'A', 'B', 'C', Discs);
  return letters;
}
//! [letters]

#endif  // CTP_DOCS_EXAMPLES_COURSE_13_LETTERS_HPP_INCLUDED
