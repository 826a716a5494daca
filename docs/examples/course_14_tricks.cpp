// docs/course/14_tricks.md: two tricks that keep type-level work within the compilers' limits:
// recursive calls inside decltype, which are instantiated and never evaluated, and a long pack
// counted through an array.
#include <array>
#include <cstddef>
#include <cstdio>

#include "course_peelle.hpp"  // hanoi(out, first, second, third, discs), from lesson 1

//! [letters]
// The move letters as a type.
template <char... Letters>
struct letters {};

// Three lists of letters one after the other.
template <char... First, char... Second, char... Third>
constexpr letters<First..., Second..., Third...> join(letters<First...>, letters<Second...>,
                                                      letters<Third...>) {
  return {};
}
//! [letters]

//! [decltype]
// Peelle's recursion with the moves in the return type. The two recursive calls stand inside
// decltype: the compiler instantiates them to learn their type, and never runs them.
template <int Discs, char First, char Second, char Third>
constexpr auto peelle() {
  if constexpr (Discs == 1) {
    return letters<Second>{};
  } else {
    using park = decltype(peelle<Discs - 1, Second, First, Third>());
    using goal = decltype(peelle<Discs - 1, First, Third, Second>());
    return join(park{}, letters<Second>{}, goal{});
  }
}
//! [decltype]

//! [count]
// How many letters a list holds, counted through an array of them: right on both compilers
// however long the pack (clang++ 19's sizeof... counts modulo 2^16).
template <char... Letters>
constexpr std::size_t letter_count(letters<Letters...>) {
  constexpr char text[] = {Letters...};
  return sizeof(text);
}
//! [count]

//! [eighteen]
// 18 discs: one more than lesson 13's recursion reaches with clang++.
using eighteen_discs = decltype(peelle<18, 'A', 'B', 'C'>());
static_assert(letter_count(eighteen_discs{}) == 262'143);
//! [eighteen]

//! [same-letters]
// The letters of a list in an array, and the proof that they are lesson 1's.
template <char... Letters>
constexpr std::array<char, sizeof...(Letters)> to_array(letters<Letters...>) {
  return {Letters...};
}

constexpr bool same_as_lesson_1() {
  std::array<char, 1023> expected{};
  hanoi(expected.data(), 'A', 'B', 'C', 10);
  return to_array(peelle<10, 'A', 'B', 'C'>()) == expected;
}

static_assert(same_as_lesson_1());
//! [same-letters]

int main() {
  const auto four = to_array(peelle<4, 'A', 'B', 'C'>());
  std::printf("%.15s; 18 discs: %zu letters\n", four.data(), letter_count(eighteen_discs{}));
}
