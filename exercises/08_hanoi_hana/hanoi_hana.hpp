// Exercise 08_hanoi_hana: the Towers of Hanoi moves with Boost.Hana, types as values
// (README.md says what to do; `make learn` grades this file).
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
// hana::string, one character a move. Your turn: one disc is the move Second; more discs are
// Park (First and Second swapped) for Discs - 1, the move Second, then Goal (Second and Third
// swapped) for Discs - 1. As given, it answers the one-disc move whatever Discs is.
template <int Discs, char First, char Second, char Third>
constexpr auto peelle(hana::int_<Discs>, hana::string<First, Second, Third>) {
  return hana::string_c<Second>;
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
