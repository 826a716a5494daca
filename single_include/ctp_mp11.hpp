// ctp_mp11.hpp: an add-on to ctp.hpp, the Boost.MP11 techniques, which include the headers of Boost itself
// One file, for Compiler Explorer and for projects that copy a header rather than install a
// library. Generated from the headers under include/, each inlined once, starting from
//   ctp/*/with_mp11.hpp, leaving out what ctp.hpp holds
// Do not edit it.
// Regenerate: make single-headers (scripts/single_header.py)
// ctp 0.1.0, distributed under the Boost Software License, Version 1.0.
#ifndef CTP_SINGLE_INCLUDE_CTP_MP11_HPP_INCLUDED
#define CTP_SINGLE_INCLUDE_CTP_MP11_HPP_INCLUDED

#ifndef CTP_SINGLE_INCLUDE_CTP_HPP_INCLUDED
#include "ctp.hpp"
#endif

// ---- ctp/chinese_rings/with_mp11.hpp
// The Chinese rings, MP11: the RingList recursion of the Chinese Ring Puzzle applet by jwalker
// (after Nguyen and Wong) in Boost.MP11, the moves a type list built with mp_fold and
// mp_append, one ring added at a time.
#ifndef CTP_CHINESE_RINGS_WITH_MP11_HPP_INCLUDED
#define CTP_CHINESE_RINGS_WITH_MP11_HPP_INCLUDED

#include <array>
#include <cstddef>
#include <type_traits>
#include <boost/mp11/algorithm.hpp>
#include <boost/mp11/list.hpp>


namespace ctp::with_mp11 {

// One move as a type: ring I goes up, `std::integral_constant<int, +I>`.
template <int Ring>
using ring_up = std::integral_constant<int, Ring>;
// One move as a type: ring I goes down, `std::integral_constant<int, -I>`.
template <int Ring>
using ring_down = std::integral_constant<int, -Ring>;

namespace detail {
// An alias template cannot call itself, so MP11 cannot run the applet's recursion top down; it
// runs it bottom up instead, by mp_fold, building the puzzle as the applet builds a RingList: the
// last ring first, then one ring added at the head at a time.
// The applet's behaviours call the rest of the list from three states only: all up, all down and
// ready (its first ring up, the others down). So for the rings from some ring on, six move lists
// say all that the recursion will ever ask of them: `behaviours` holds them.
template <class DownFromUp, class DownFromReady, class ReadyFromUp, class ReadyFromDown,
          class UpFromDown, class UpFromReady>
struct behaviours {
  using down_from_up = DownFromUp;        // putAllDown, from all up
  using down_from_ready = DownFromReady;  // putAllDown, from ready
  using ready_from_up = ReadyFromUp;      // makeReady, from all up
  using ready_from_down = ReadyFromDown;  // makeReady, from all down
  using up_from_down = UpFromDown;        // putAllUp, from all down
  using up_from_ready = UpFromReady;      // putAllUp, from ready
};

// NullRing: no ring, no moves.
using no_moves = boost::mp11::mp_list<>;
using null_ring = behaviours<no_moves, no_moves, no_moves, no_moves, no_moves, no_moves>;

// Ring `Ring` added at the head of Rest: each behaviour is the applet's code, whose calls on the
// rest are looked up in Rest. Where the ring must move, the rest is made ready first (UpState's
// putDown, DownState's putUp), and then it is ready; where it need not, the rest starts from the
// state it was in (all up or all down: the list's own state, minus its head).
//! [add-ring]
template <class Rest, int Ring>
using add_ring = behaviours<
    // putAllDown from all up: this ring down (rest ready from all up, the move), rest all down.
    boost::mp11::mp_append<typename Rest::ready_from_up, boost::mp11::mp_list<ring_down<Ring>>,
                           typename Rest::down_from_ready>,
    // putAllDown from ready: this ring down (rest ready from all down, the move), rest all down.
    boost::mp11::mp_append<typename Rest::ready_from_down, boost::mp11::mp_list<ring_down<Ring>>,
                           typename Rest::down_from_ready>,
    // makeReady from all up: this ring is up already; rest all down.
    typename Rest::down_from_up,
    // makeReady from all down: this ring up (rest ready from all down, the move), rest all down.
    boost::mp11::mp_append<typename Rest::ready_from_down, boost::mp11::mp_list<ring_up<Ring>>,
                           typename Rest::down_from_ready>,
    // putAllUp from all down: this ring up (rest ready from all down, the move), rest all up.
    boost::mp11::mp_append<typename Rest::ready_from_down, boost::mp11::mp_list<ring_up<Ring>>,
                           typename Rest::up_from_ready>,
    // putAllUp from ready: this ring is up already; rest all up from all down.
    typename Rest::up_from_down>;
//! [add-ring]

// The fold's step: the Index-th ring added (counted from 0) is ring Rings - Index.
template <int Rings>
struct add_ring_q {
  template <class Rest, class Index>
  using fn = add_ring<Rest, Rings - Index::value>;
};

// The behaviours of the whole puzzle of Rings rings: Rings steps from the NullRing.
template <int Rings>
using ring_list = boost::mp11::mp_fold_q<boost::mp11::mp_iota_c<static_cast<std::size_t>(Rings)>,
                                         null_ring, add_ring_q<Rings>>;

template <int... Encoded>
constexpr auto to_array(boost::mp11::mp_list<std::integral_constant<int, Encoded>...>) noexcept {
  return ctp::detail::rings_moves_of<Encoded...>();
}
}  // namespace detail

// rings_remove_t<Rings> (1 to 20 rings): the moves that take Rings rings off, from all up, as an
// MP11 list; rings_remove_t<3> is
// mp_list<ring_down<3>, ring_down<1>, ring_up<3>, ring_down<2>, ring_down<3>>.
template <int Rings>
using rings_remove_t =
    typename detail::ring_list<ctp::detail::checked_rings<Rings>()>::down_from_up;

// rings_put_on_t<Rings> (1 to 20 rings): the moves that put Rings rings on, from all down;
// rings_put_on_t<3> is mp_list<ring_up<3>, ring_up<2>, ring_down<3>, ring_up<1>, ring_up<3>>.
template <int Rings>
using rings_put_on_t =
    typename detail::ring_list<ctp::detail::checked_rings<Rings>()>::up_from_down;

// Every move that takes all Rings rings off, in order, by Boost.MP11, for 1 to 20 rings
// (rings_max_compile_time_rings); the fold builds all six lists of each length, whichever
// solution is asked for. Under default limits, with both g++-12 and clang++-19,
// tests/chinese_rings/mp11/static_mp11.cpp proves the spec up to 16 rings and the 17-ring
// removal equal to the closed form's.
template <int Rings>
constexpr auto rings_remove_moves() {
  if constexpr (ctp::detail::check_compile_time_rings<Rings>()) {
    return detail::to_array(typename detail::ring_list<Rings>::down_from_up{});
  } else {
    return std::array<rings_move, 0>{};
  }
}

// Every move that puts all Rings rings on, from all down, by Boost.MP11.
template <int Rings>
constexpr auto rings_put_on_moves() {
  if constexpr (ctp::detail::check_compile_time_rings<Rings>()) {
    return detail::to_array(typename detail::ring_list<Rings>::up_from_down{});
  } else {
    return std::array<rings_move, 0>{};
  }
}

}  // namespace ctp::with_mp11

#endif  // CTP_CHINESE_RINGS_WITH_MP11_HPP_INCLUDED
// ---- end of ctp/chinese_rings/with_mp11.hpp

// ---- ctp/hanoi/with_mp11.hpp
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
// ---- end of ctp/hanoi/with_mp11.hpp

#endif  // CTP_SINGLE_INCLUDE_CTP_MP11_HPP_INCLUDED
