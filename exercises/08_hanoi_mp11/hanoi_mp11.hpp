// Exercise 08_hanoi_mp11: the Towers of Hanoi moves with Boost.MP11, the moves a list of types
// (README.md says what to do; `make learn` grades this file).
#ifndef CTP_EXERCISE_HANOI_MP11_HPP_INCLUDED
#define CTP_EXERCISE_HANOI_MP11_HPP_INCLUDED

#include <cstddef>
#include <type_traits>

#include <boost/mp11/algorithm.hpp>
#include <boost/mp11/list.hpp>

#include "ctp/fixed_string.hpp"

namespace learner {

using boost::mp11::mp_list;

// A move is a type: the letter of its pair of pegs, A, B or C.
template <char Letter>
using move = std::integral_constant<char, Letter>;

// Your turn, two alias templates:
// - renamed<Moves, Names>: the list Moves with each move named anew, A as the first type of
//   Names, B as the second, C as the third (as given, Moves unchanged);
// - add_disc<Moves, Disc>: the moves for one disc more, from the moves Moves for n discs, with
//   Park and Goal as in Peelle's recursion (as given, Moves unchanged: no disc added).
template <class Moves, class Names>
using renamed = Moves;

template <class Moves, class Disc>
using add_disc = Moves;

// The moves for Discs discs: mp_fold adds a disc Discs - 1 times to the moves for one disc.
template <int Discs>
using hanoi_t = boost::mp11::mp_fold<boost::mp11::mp_iota_c<static_cast<std::size_t>(Discs - 1)>,
                                     mp_list<move<'B'>>, add_disc>;

// The letters of a list of moves, as text.
template <char... Letters>
constexpr auto to_text(mp_list<move<Letters>...>) {
  return ctp::fixed_string<sizeof...(Letters)>{{Letters..., '\0'}};
}

// The moves for Discs discs, as text.
template <int Discs>
constexpr auto hanoi_moves() {
  return to_text(hanoi_t<Discs>{});
}

}  // namespace learner

#endif  // CTP_EXERCISE_HANOI_MP11_HPP_INCLUDED
