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

#include "ctp/chinese_rings/rules.hpp"
#include "ctp/chinese_rings/type_level/encoded_moves.hpp"

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
