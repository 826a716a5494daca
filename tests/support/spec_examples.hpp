// What the specifications of the search puzzles share (water pouring, the river crossing): a
// check applied to every example of a list, each example in a constant evaluation of its own, so
// that each gets the compiler's whole budget and a failure names the example's check alone. A
// puzzle's spec.hpp says what its examples and checks are; this header applies them.
#ifndef CTP_TESTS_SUPPORT_SPEC_EXAMPLES_HPP_INCLUDED
#define CTP_TESTS_SUPPORT_SPEC_EXAMPLES_HPP_INCLUDED

#include <cstddef>
#include <iterator>
#include <utility>

namespace spec {

// Check (a constexpr function of one example) holds for example K of Examples: a constant
// evaluation of its own.
template <const auto& Examples, auto Check, std::size_t K>
inline constexpr bool holds_for_example = Check(Examples[K]);

// Check holds for every example of Examples, each in a constant evaluation of its own.
template <const auto& Examples, auto Check>
inline constexpr bool holds_for_each = []<std::size_t... K>(std::index_sequence<K...>) {
  return (holds_for_example<Examples, Check, K> && ...);
}(std::make_index_sequence<std::size(Examples)>{});

}  // namespace spec

#endif  // CTP_TESTS_SUPPORT_SPEC_EXAMPLES_HPP_INCLUDED
