// The Chinese rings, the class templates: the RingList recursion of the Chinese Ring Puzzle applet
// by jwalker (after Nguyen and Wong) as pre-constexpr class template recursion: the state of the
// rings is a template argument and the moves a type, rings_move_list<-3, -1, 3, -2, -3>, built
// by template instantiation.
#ifndef CTP_CHINESE_RINGS_WITH_CLASS_TEMPLATES_HPP_INCLUDED
#define CTP_CHINESE_RINGS_WITH_CLASS_TEMPLATES_HPP_INCLUDED

#include <array>

#include "ctp/chinese_rings/rules.hpp"
#include "ctp/chinese_rings/type_level/encoded_moves.hpp"

namespace ctp::with_class_templates {

// rings_move_list<Encoded...>: moves as a type, one template argument a move, +i when ring i
// goes up and -i when it goes down: taking 3 rings off is rings_move_list<-3, -1, 3, -2, -3>.
// An int is the cheapest template argument there is; 20 rings take 699,050 of them.
template <int... Encoded>
struct rings_move_list {};

// The applet's three behaviours of a RingList, for the rings First to Rings of a puzzle of Rings
// rings (the rest of the list from ring First on). State holds the bits of those rings only,
// ring Rings at bit 0, ring First at bit Rings - First: like the applet's rest, a sublist sees
// only its own rings, and so the recursion meets the same few (State, First) pairs again and
// again, which the compiler instantiates once each: about 3 a ring, 59 behaviours for 20 rings,
// where the recursion makes 1,398,111 calls (carrying the whole state, each call would be a new
// type).
// Each has `moves`, a rings_move_list, and `state`, the bits of rings First to Rings afterwards.
// The last parameter is never given: past the last ring it picks the NullRing specialization
// (NullRingState and NonNullRingState, the applet's first State pattern).
//
// put_all_down: NonNullRing.putAllDown, this ring down, then the rest all down.
template <int Rings, rings_state State, int First, bool Null = (First > Rings)>
struct put_all_down;
// put_all_up: NonNullRing.putAllUp, this ring up, then the rest all up.
template <int Rings, rings_state State, int First, bool Null = (First > Rings)>
struct put_all_up;
// make_ready: NonNullRing.makeReady, this ring up, then the rest all down, the only state in
// which the ring before this one may move.
template <int Rings, rings_state State, int First, bool Null = (First > Rings)>
struct make_ready;

namespace detail {
// join<L1, L2>::type: two move lists one after the other. Partial specialization deduces each
// list's moves as a pack; one pack expansion joins them.
template <class First, class Second>
struct join;

template <int... First, int... Second>
struct join<rings_move_list<First...>, rings_move_list<Second...>> {
  using type = rings_move_list<First..., Second...>;
};

// The bit of ring First among the rings First to Rings, and the bits of the rings after it.
template <int Rings, int First>
inline constexpr rings_state head_bit = rings_state{1} << (Rings - First);
template <int Rings, rings_state State, int First>
inline constexpr rings_state rest_of = State & (head_bit<Rings, First> - 1);

// A behaviour's `moves` and `state` once the head ring has been dealt with by Head (whose state
// has the head ring's final bit) and the rest, from the state Head left it in, by Rest.
template <int Rings, class Head, template <int, rings_state, int, bool> class Rest, int First>
struct then_rest {
  using rest = Rest<Rings, rest_of<Rings, Head::state, First>, First + 1, (First + 1 > Rings)>;
  using moves = typename join<typename Head::moves, typename rest::moves>::type;
  static constexpr rings_state state = (Head::state & head_bit<Rings, First>) | rest::state;
};

// The applet's second State pattern: a ring is up or down, and the last parameter, its bit in
// State, picks UpState's or DownState's behaviour by partial specialization.
template <int Rings, rings_state State, int First, bool Up = (State & head_bit<Rings, First>) != 0>
struct put_down;
template <int Rings, rings_state State, int First, bool Up = (State & head_bit<Rings, First>) != 0>
struct put_up;

//! [put-down]
// UpState.putDown: make the rest ready, then put the ring down.
template <int Rings, rings_state State, int First>
struct put_down<Rings, State, First, true> {
  using ready = make_ready<Rings, rest_of<Rings, State, First>, First + 1>;
  using moves = typename join<typename ready::moves, rings_move_list<-First>>::type;
  static constexpr rings_state state = ready::state;
};
// DownState.putDown: nothing to do, the ring is down already.
template <int Rings, rings_state State, int First>
struct put_down<Rings, State, First, false> {
  using moves = rings_move_list<>;
  static constexpr rings_state state = State;
};
//! [put-down]

// DownState.putUp: make the rest ready, then put the ring up.
template <int Rings, rings_state State, int First>
struct put_up<Rings, State, First, false> {
  using ready = make_ready<Rings, rest_of<Rings, State, First>, First + 1>;
  using moves = typename join<typename ready::moves, rings_move_list<First>>::type;
  static constexpr rings_state state = head_bit<Rings, First> | ready::state;
};
// UpState.putUp: nothing to do, the ring is up already.
template <int Rings, rings_state State, int First>
struct put_up<Rings, State, First, true> {
  using moves = rings_move_list<>;
  static constexpr rings_state state = State;
};

// NullRing: past the last ring every behaviour does nothing.
struct null_ring {
  using moves = rings_move_list<>;
  static constexpr rings_state state = 0;
};
}  // namespace detail

// The applet's NonNullRing and NullRing, behaviour by behaviour.
template <int Rings, rings_state State, int First, bool Null>
struct put_all_down
    : detail::then_rest<Rings, detail::put_down<Rings, State, First>, put_all_down, First> {};
template <int Rings, rings_state State, int First>
struct put_all_down<Rings, State, First, true> : detail::null_ring {};

template <int Rings, rings_state State, int First, bool Null>
struct put_all_up
    : detail::then_rest<Rings, detail::put_up<Rings, State, First>, put_all_up, First> {};
template <int Rings, rings_state State, int First>
struct put_all_up<Rings, State, First, true> : detail::null_ring {};

template <int Rings, rings_state State, int First, bool Null>
struct make_ready
    : detail::then_rest<Rings, detail::put_up<Rings, State, First>, put_all_down, First> {};
template <int Rings, rings_state State, int First>
struct make_ready<Rings, State, First, true> : detail::null_ring {};

// rings_remove_t<Rings> (1 to 20 rings): the moves that take Rings rings off, from all up, as a
// type; rings_remove_t<3> is rings_move_list<-3, -1, 3, -2, -3>.
template <int Rings>
using rings_remove_t =
    typename put_all_down<ctp::detail::checked_rings<Rings>(),
                          rings_all_up(ctp::detail::checked_rings<Rings>()), 1>::moves;

// rings_put_on_t<Rings> (1 to 20 rings): the moves that put Rings rings on, from all down;
// rings_put_on_t<3> is rings_move_list<3, 2, -3, 1, 3>.
template <int Rings>
using rings_put_on_t =
    typename put_all_up<ctp::detail::checked_rings<Rings>(), rings_all_down, 1>::moves;

namespace detail {
template <int... Encoded>
constexpr auto to_array(rings_move_list<Encoded...>) noexcept {
  return ctp::detail::rings_moves_of<Encoded...>();
}
}  // namespace detail

// Every move that takes all Rings rings off, in order, by class template recursion, for 1 to 20
// rings (rings_max_compile_time_rings): instantiation has no step limit, and the recursion is
// only Rings deep, so what bounds it is the compiler's time and memory for types of up to 699,050
// arguments, not the 59 behaviours. Under default limits, with both g++-12 and clang++-19,
// tests/chinese_rings/static_class_templates.cpp proves the spec up to 16 rings and the 17-ring
// removal equal to the closed form's.
template <int Rings>
constexpr auto rings_remove_moves() {
  if constexpr (ctp::detail::check_compile_time_rings<Rings>()) {
    return detail::to_array(typename put_all_down<Rings, rings_all_up(Rings), 1>::moves{});
  } else {
    return std::array<rings_move, 0>{};
  }
}

// Every move that puts all Rings rings on, from all down, by class template recursion.
template <int Rings>
constexpr auto rings_put_on_moves() {
  if constexpr (ctp::detail::check_compile_time_rings<Rings>()) {
    return detail::to_array(typename put_all_up<Rings, rings_all_down, 1>::moves{});
  } else {
    return std::array<rings_move, 0>{};
  }
}

}  // namespace ctp::with_class_templates

#endif  // CTP_CHINESE_RINGS_WITH_CLASS_TEMPLATES_HPP_INCLUDED
