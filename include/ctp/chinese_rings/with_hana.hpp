// The Chinese rings, Hana: the RingList recursion of the Chinese Ring Puzzle applet by jwalker
// (after Nguyen and Wong) in Boost.Hana, types as values: the RingList is a hana::tuple of
// hana::bool_c, the moves a hana::tuple of hana::int_c, and each behaviour a constexpr function
// on them.
#ifndef CTP_CHINESE_RINGS_WITH_HANA_HPP_INCLUDED
#define CTP_CHINESE_RINGS_WITH_HANA_HPP_INCLUDED

#include <array>
#include <boost/hana/append.hpp>
#include <boost/hana/bool.hpp>
#include <boost/hana/concat.hpp>
#include <boost/hana/drop_front.hpp>
#include <boost/hana/equal.hpp>  // so that results compare with ==, as in the examples below
#include <boost/hana/first.hpp>
#include <boost/hana/front.hpp>
#include <boost/hana/integral_constant.hpp>
#include <boost/hana/is_empty.hpp>
#include <boost/hana/pair.hpp>
#include <boost/hana/plus.hpp>
#include <boost/hana/prepend.hpp>
#include <boost/hana/replicate.hpp>
#include <boost/hana/second.hpp>
#include <boost/hana/tuple.hpp>
#include <boost/hana/value.hpp>

#include "ctp/chinese_rings/rules.hpp"
#include "ctp/chinese_rings/type_level/encoded_moves.hpp"

namespace ctp::with_hana {

namespace detail {
// The applet's behaviours as functions of two Hana values, `ring`, a hana::int_c, the number of
// the first ring of the list, and `rings`, the list itself, a hana::tuple of hana::bool_c (true
// for up), ring `ring` first. Each returns hana::make_pair(moves, rings after), the moves a
// hana::tuple of hana::int_c<+i> (ring i up) and hana::int_c<-i> (ring i down).
// A value's type carries all its information, so every call is a template instantiation, and
// the compiler remembers the (ring, rings) pairs it has seen: about 3 a ring. The recursive
// calls stand inside decltype: instantiating them is enough to know their result, while
// calling them would make the constant evaluator run all of the recursion's calls, about two a
// move. So a call evaluates only its own concat and prepend.
template <class Ring, class Rings>
constexpr auto put_all_down(Ring ring, Rings rings);
template <class Ring, class Rings>
constexpr auto put_all_up(Ring ring, Rings rings);
template <class Ring, class Rings>
constexpr auto make_ready(Ring ring, Rings rings);

// The behaviours as function objects, so that one may be handed to then_rest below.
struct put_all_down_fn {
  template <class Ring, class Rings>
  constexpr auto operator()(Ring ring, Rings rings) const {
    return put_all_down(ring, rings);
  }
};
struct put_all_up_fn {
  template <class Ring, class Rings>
  constexpr auto operator()(Ring ring, Rings rings) const {
    return put_all_up(ring, rings);
  }
};

// NullRing: past the last ring, nothing moves.
template <class Rings>
constexpr auto null_ring(Rings rings) {
  return boost::hana::make_pair(boost::hana::make_tuple(), rings);
}

// The applet's second State pattern, UpState and DownState: `if constexpr` on the first ring.
// put_down: if it is up, make the rest ready, then put it down; if it is down, nothing.
//! [put-down]
template <class Ring, class Rings>
constexpr auto put_down(Ring ring, Rings rings) {
  if constexpr (boost::hana::value<decltype(boost::hana::front(rings))>()) {
    using ready =
        decltype(make_ready(ring + boost::hana::int_c<1>, boost::hana::drop_front(rings)));
    return boost::hana::make_pair(
        boost::hana::append(boost::hana::first(ready{}), boost::hana::int_c<-Ring::value>),
        boost::hana::prepend(boost::hana::second(ready{}), boost::hana::false_c));
  } else {
    return boost::hana::make_pair(boost::hana::make_tuple(), rings);
  }
}
//! [put-down]
// put_up: if it is down, make the rest ready, then put it up; if it is up, nothing.
template <class Ring, class Rings>
constexpr auto put_up(Ring ring, Rings rings) {
  if constexpr (boost::hana::value<decltype(boost::hana::front(rings))>()) {
    return boost::hana::make_pair(boost::hana::make_tuple(), rings);
  } else {
    using ready =
        decltype(make_ready(ring + boost::hana::int_c<1>, boost::hana::drop_front(rings)));
    return boost::hana::make_pair(
        boost::hana::append(boost::hana::first(ready{}), boost::hana::int_c<Ring::value>),
        boost::hana::prepend(boost::hana::second(ready{}), boost::hana::true_c));
  }
}

// A NonNullRing behaviour once its first ring has been dealt with (Head: the moves, and the
// list after them): then the rest of the list, from the state Head left it in, by `rest`.
template <class Head, class Ring, class Rest>
constexpr auto then_rest(Ring ring, Rest rest) {
  using after = decltype(rest(ring + boost::hana::int_c<1>,
                              boost::hana::drop_front(boost::hana::second(Head{}))));
  return boost::hana::make_pair(
      boost::hana::concat(boost::hana::first(Head{}), boost::hana::first(after{})),
      boost::hana::prepend(boost::hana::second(after{}),
                           boost::hana::front(boost::hana::second(Head{}))));
}

// NonNullRing.putAllDown: this ring down, then the rest all down.
template <class Ring, class Rings>
constexpr auto put_all_down(Ring ring, Rings rings) {
  if constexpr (boost::hana::value<decltype(boost::hana::is_empty(rings))>())
    return null_ring(rings);
  else return then_rest<decltype(put_down(ring, rings))>(ring, put_all_down_fn{});
}
// NonNullRing.putAllUp: this ring up, then the rest all up.
template <class Ring, class Rings>
constexpr auto put_all_up(Ring ring, Rings rings) {
  if constexpr (boost::hana::value<decltype(boost::hana::is_empty(rings))>())
    return null_ring(rings);
  else return then_rest<decltype(put_up(ring, rings))>(ring, put_all_up_fn{});
}
// NonNullRing.makeReady: this ring up, then the rest all down.
template <class Ring, class Rings>
constexpr auto make_ready(Ring ring, Rings rings) {
  if constexpr (boost::hana::value<decltype(boost::hana::is_empty(rings))>())
    return null_ring(rings);
  else return then_rest<decltype(put_up(ring, rings))>(ring, put_all_down_fn{});
}

// The list of Rings rings, all up (Up) or all down: a hana::tuple of Rings hana::bool_c.
template <int Rings, bool Up>
constexpr auto all_rings() {
  return boost::hana::replicate<boost::hana::tuple_tag>(boost::hana::bool_c<Up>,
                                                        boost::hana::size_c<Rings>);
}

template <int... Encoded>
constexpr auto to_array(
    boost::hana::tuple<boost::hana::integral_constant<int, Encoded>...>) noexcept {
  return ctp::detail::rings_moves_of<Encoded...>();
}
}  // namespace detail

// rings_remove(hana::int_c<Rings>) (Rings from 1 to 20): the moves that take Rings rings off,
// from all up, as a hana::tuple; rings_remove(hana::int_c<3>) ==
// hana::tuple_c<int, -3, -1, 3, -2, -3>. See rings_remove_moves for the sizes the tests build.
template <int Rings>
constexpr auto rings_remove(boost::hana::int_<Rings>) {
  constexpr int rings = ctp::detail::checked_rings<Rings>();
  return boost::hana::first(
      detail::put_all_down(boost::hana::int_c<1>, detail::all_rings<rings, true>()));
}

// rings_put_on(hana::int_c<Rings>) (Rings from 1 to 20): the moves that put Rings rings on,
// from all down; rings_put_on(hana::int_c<3>) == hana::tuple_c<int, 3, 2, -3, 1, 3>.
template <int Rings>
constexpr auto rings_put_on(boost::hana::int_<Rings>) {
  constexpr int rings = ctp::detail::checked_rings<Rings>();
  return boost::hana::first(
      detail::put_all_up(boost::hana::int_c<1>, detail::all_rings<rings, false>()));
}

// Every move that takes all Rings rings off, in order, by Boost.Hana. It accepts 1 to 20 rings
// (rings_max_compile_time_rings), as every technique does, but costs the compiler far more as
// Rings grows: not by the recursion (about 3 instantiations a ring, as in the other techniques)
// but by hana::concat and hana::append, which build their result from hana::at_c<i> of every
// element, so that joining two tuples of n elements costs time that grows as n^2, where the
// class template and MP11 techniques join by one pack expansion. Under default limits, with both
// g++-12 and clang++-19, tests/chinese_rings/hana/static_hana.cpp proves the spec up to 8 rings
// and at 10 rings.
template <int Rings>
constexpr auto rings_remove_moves() {
  if constexpr (ctp::detail::check_compile_time_rings<Rings>()) {
    return detail::to_array(decltype(rings_remove(boost::hana::int_c<Rings>)){});
  } else {
    return std::array<rings_move, 0>{};
  }
}

// Every move that puts all Rings rings on, from all down, by Boost.Hana.
template <int Rings>
constexpr auto rings_put_on_moves() {
  if constexpr (ctp::detail::check_compile_time_rings<Rings>()) {
    return detail::to_array(decltype(rings_put_on(boost::hana::int_c<Rings>)){});
  } else {
    return std::array<rings_move, 0>{};
  }
}

}  // namespace ctp::with_hana

#endif  // CTP_CHINESE_RINGS_WITH_HANA_HPP_INCLUDED
