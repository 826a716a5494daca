// The reference solution of exercise 08_hanoi_mp11: the Towers of Hanoi moves with Boost.MP11
// (`scripts/learn.py --solution hanoi_mp11` shows it).
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

// The list Moves with each move named anew: A as the first type of Names, B as the second, C as
// the third.
template <class Names>
struct rename {
  template <class Move>
  using fn = boost::mp11::mp_at_c<Names, Move::value - 'A'>;
};
template <class Moves, class Names>
using renamed = boost::mp11::mp_transform_q<rename<Names>, Moves>;

// The moves for one disc more: Park (A and B swapped) for the n discs of Moves, the move B, then
// Goal (B and C swapped). Disc, the fold's element, is not needed.
template <class Moves, class Disc>
using add_disc = boost::mp11::mp_append<renamed<Moves, mp_list<move<'B'>, move<'A'>, move<'C'>>>,
                                        mp_list<move<'B'>>,
                                        renamed<Moves, mp_list<move<'A'>, move<'C'>, move<'B'>>>>;

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
