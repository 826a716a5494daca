// Towers of Hanoi in Boost.MP11: Peelle's recursive program ("Towers of Hanoi, Simplified in J")
// on type lists, the moves an mp_list built with mp_fold, mp_transform_q and mp_append instead of
// hand-written templates.
#ifndef CTP_HANOI_WITH_MP11_HPP_INCLUDED
#define CTP_HANOI_WITH_MP11_HPP_INCLUDED

#include <cstddef>
#include <type_traits>
#include <boost/mp11/algorithm.hpp>
#include <boost/mp11/list.hpp>
#include <boost/mp11/set.hpp>
#include <boost/mp11/utility.hpp>

#include "ctp/detail/fixed_string_of.hpp"
#include "ctp/fixed_string.hpp"
#include "ctp/hanoi/rules.hpp"

namespace ctp::with_mp11 {

// move<'A'>: one move as a type, std::integral_constant<char, 'A'> (A = START-PARK,
// B = START-GOAL, C = PARK-GOAL).
template <char Letter>
using move = std::integral_constant<char, Letter>;

// Peelle's move names in his order, as a type list: mp_list<move<'A'>, move<'B'>, move<'C'>>.
// Any three types may stand in their place.
using abc = boost::mp11::mp_list<move<'A'>, move<'B'>, move<'C'>>;

namespace detail {
// Peelle's Park and Goal are permutations of the names (`A.` in J): Park swaps the first two,
// Goal the last two.
template <class Names>
using park = boost::mp11::mp_list<boost::mp11::mp_second<Names>, boost::mp11::mp_first<Names>,
                                  boost::mp11::mp_third<Names>>;
template <class Names>
using goal = boost::mp11::mp_list<boost::mp11::mp_first<Names>, boost::mp11::mp_third<Names>,
                                  boost::mp11::mp_second<Names>>;

// The solution does not look at the names, it only places them: solving with other names is
// solving with A, B, C and then renaming each move (A to the first name, B to the second, C to
// the third). One mp_transform over the list. rename_one is a class template, not an alias:
// the compiler remembers a class template specialization, so each name is looked up once rather
// than once a move.
template <class Names, class Move>
struct rename_one {
  using type = boost::mp11::mp_at_c<Names, Move::value - 'A'>;
};
template <class Names>
struct rename {
  template <class Move>
  using fn = typename rename_one<Names, Move>::type;
};
template <class Moves, class Names>
using renamed = boost::mp11::mp_transform_q<rename<Names>, Moves>;

// One more disc: a solution for k discs (with names A, B, C) becomes one for k + 1, Peelle's
// `(Park Hanoi ]-1:),Move,(Goal Hanoi ]-1:)`:
// 1. Park: the k-disc moves with the names permuted by Park;
// 2. Move: the second name, B;
// 3. Goal: the k-disc moves with the names permuted by Goal;
// joined by mp_append. (An alias template cannot call itself, so MP11 recurses by folding.)
//! [mp11]
template <class Moves, class /* disc */>
using add_disc = boost::mp11::mp_append<renamed<Moves, park<abc>>, boost::mp11::mp_list<move<'B'>>,
                                        renamed<Moves, goal<abc>>>;

// The solution for Discs discs and names A, B, C: one disc is Move (B), then Discs - 1 times
// add_disc, by mp_fold over the list 0, 1, ..., Discs - 2.
template <int Discs>
using hanoi_abc = boost::mp11::mp_fold<boost::mp11::mp_iota_c<static_cast<std::size_t>(Discs - 1)>,
                                       boost::mp11::mp_list<move<'B'>>, add_disc>;
//! [mp11]

// The solution for Discs discs named by Names, once both are checked: bad input gives one
// static_assert and the one-disc solution, A, B, C, so that no second error follows.
template <class Names>
inline constexpr bool names_ok =
    ctp::detail::check_distinct_names<boost::mp11::mp_size<Names>::value == 3 &&
                                      boost::mp11::mp_is_set<Names>::value>();
template <int Discs, class Names>
using checked_hanoi = renamed<hanoi_abc<ctp::detail::checked_discs<Discs, names_ok<Names>>()>,
                              boost::mp11::mp_if_c<names_ok<Names>, Names, abc>>;

// The letters of a list of moves as a fixed_string.
template <char... Letters>
constexpr auto to_fixed_string(boost::mp11::mp_list<move<Letters>...>) noexcept {
  return ctp::detail::fixed_string_of<Letters...>();
}
}  // namespace detail

// hanoi_t<Discs> (1 to 20 discs): the solution as an MP11 list; hanoi_t<2> is
// mp_list<move<'A'>, move<'B'>, move<'C'>>. Any three types may name the moves, as in Peelle's
// `('hop';'skip';'jump') Hanoi 3`: hanoi_t<3, mp_list<hop, skip, jump>> is
// mp_list<skip, hop, jump, skip, hop, jump, skip>.
template <int Discs, class Names = abc>
using hanoi_t = detail::checked_hanoi<Discs, Names>;

// The move letters for Discs discs as a fixed_string, by Boost.MP11. Reaches 20 discs
// (hanoi_max_compile_time_discs) with both compilers under default limits, spending no
// constant-evaluation budget; tests/hanoi/mp11/static_mp11.cpp proves 20 with g++-12 and 19 with
// clang++-19, whose 20-disc build needs several GiB.
template <int Discs>
constexpr auto hanoi_moves() {
  if constexpr (ctp::detail::check_compile_time_discs<Discs>()) {
    return detail::to_fixed_string(detail::hanoi_abc<Discs>{});
  } else {
    return fixed_string<0>{""};
  }
}

}  // namespace ctp::with_mp11

#endif  // CTP_HANOI_WITH_MP11_HPP_INCLUDED
