// The reference solution of exercise 08_hanoi_hana: the Towers of Hanoi moves with Boost.Hana
// (`scripts/learn.py --solution hanoi_hana` shows it).
#ifndef CTP_EXERCISE_HANOI_HANA_HPP_INCLUDED
#define CTP_EXERCISE_HANOI_HANA_HPP_INCLUDED

#include <boost/hana/integral_constant.hpp>
#include <boost/hana/minus.hpp>
#include <boost/hana/plus.hpp>
#include <boost/hana/string.hpp>

#include "ctp/fixed_string.hpp"

namespace learner {

namespace hana = boost::hana;

// The moves for Discs discs with the pegs' names First, Second and Third in Peelle's order, as a
// hana::string, one character a move: types as values, the recursion an ordinary function that
// the compiler instantiates, and never needs to evaluate.
template <int Discs, char First, char Second, char Third>
constexpr auto peelle(hana::int_<Discs> discs, hana::string<First, Second, Third>) {
  constexpr auto move = hana::string_c<Second>;
  if constexpr (Discs == 1) {
    return move;
  } else {
    const auto fewer = discs - hana::int_c<1>;
    using park = decltype(peelle(fewer, hana::string_c<Second, First, Third>));
    using goal = decltype(peelle(fewer, hana::string_c<First, Third, Second>));
    return park{} + move + goal{};
  }
}

// The letters of a hana::string, as text.
template <char... Letters>
constexpr auto to_text(hana::string<Letters...>) {
  return ctp::fixed_string<sizeof...(Letters)>{{Letters..., '\0'}};
}

// The moves for Discs discs, as text.
template <int Discs>
constexpr auto hanoi_moves() {
  return to_text(peelle(hana::int_c<Discs>, hana::string_c<'A', 'B', 'C'>));
}

}  // namespace learner

#endif  // CTP_EXERCISE_HANOI_HANA_HPP_INCLUDED
