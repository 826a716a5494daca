// The Chinese rings, technique 5: the seed's recursion (seed 000, jwalker's RingList) in
// Boost.Hana, types as values: the RingList is a hana::tuple of hana::bool_c, the moves a
// hana::tuple of hana::int_c, and each behaviour a constexpr function on them.
#ifndef CTP_HANA_CHINESE_RINGS_HPP_INCLUDED
#define CTP_HANA_CHINESE_RINGS_HPP_INCLUDED

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

#include "ctp/chinese_rings/with_class_templates.hpp"
#include "ctp/chinese_rings/with_closed_form.hpp"
#include "ctp/chinese_rings/rules.hpp"

namespace ctp::with_hana {

namespace hana = boost::hana;

namespace detail {
// The seed's behaviours as functions of two Hana values, `ring`, a hana::int_c, the number of
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
  return hana::make_pair(hana::make_tuple(), rings);
}

// The seed's second State pattern, UpState and DownState: `if constexpr` on the first ring.
// put_down: if it is up, make the rest ready, then put it down; if it is down, nothing.
template <class Ring, class Rings>
constexpr auto put_down(Ring ring, Rings rings) {
  if constexpr (hana::value<decltype(hana::front(rings))>()) {
    using ready = decltype(make_ready(ring + hana::int_c<1>, hana::drop_front(rings)));
    return hana::make_pair(hana::append(hana::first(ready{}), hana::int_c<-Ring::value>),
                           hana::prepend(hana::second(ready{}), hana::false_c));
  } else {
    return hana::make_pair(hana::make_tuple(), rings);
  }
}
// put_up: if it is down, make the rest ready, then put it up; if it is up, nothing.
template <class Ring, class Rings>
constexpr auto put_up(Ring ring, Rings rings) {
  if constexpr (hana::value<decltype(hana::front(rings))>()) {
    return hana::make_pair(hana::make_tuple(), rings);
  } else {
    using ready = decltype(make_ready(ring + hana::int_c<1>, hana::drop_front(rings)));
    return hana::make_pair(hana::append(hana::first(ready{}), hana::int_c<Ring::value>),
                           hana::prepend(hana::second(ready{}), hana::true_c));
  }
}

// A NonNullRing behaviour once its first ring has been dealt with (Head: the moves, and the
// list after them): then the rest of the list, from the state Head left it in, by `rest`.
template <class Head, class Ring, class Rest>
constexpr auto then_rest(Ring ring, Rest rest) {
  using after = decltype(rest(ring + hana::int_c<1>, hana::drop_front(hana::second(Head{}))));
  return hana::make_pair(hana::concat(hana::first(Head{}), hana::first(after{})),
                         hana::prepend(hana::second(after{}), hana::front(hana::second(Head{}))));
}

// NonNullRing.putAllDown: this ring down, then the rest all down.
template <class Ring, class Rings>
constexpr auto put_all_down(Ring ring, Rings rings) {
  if constexpr (hana::value<decltype(hana::is_empty(rings))>()) return null_ring(rings);
  else return then_rest<decltype(put_down(ring, rings))>(ring, put_all_down_fn{});
}
// NonNullRing.putAllUp: this ring up, then the rest all up.
template <class Ring, class Rings>
constexpr auto put_all_up(Ring ring, Rings rings) {
  if constexpr (hana::value<decltype(hana::is_empty(rings))>()) return null_ring(rings);
  else return then_rest<decltype(put_up(ring, rings))>(ring, put_all_up_fn{});
}
// NonNullRing.makeReady: this ring up, then the rest all down.
template <class Ring, class Rings>
constexpr auto make_ready(Ring ring, Rings rings) {
  if constexpr (hana::value<decltype(hana::is_empty(rings))>()) return null_ring(rings);
  else return then_rest<decltype(put_up(ring, rings))>(ring, put_all_down_fn{});
}

template <int... Encoded>
constexpr auto to_array(hana::tuple<hana::integral_constant<int, Encoded>...>) noexcept {
  return ctp::detail::rings_moves_of<Encoded...>();
}
}  // namespace detail

// rings_remove(hana::int_c<Rings>) (1 to 20 rings): the moves that take Rings rings off, from
// all up, as a hana::tuple; rings_remove(hana::int_c<3>) == hana::tuple_c<int, -3, -1, 3, -2, -3>.
template <int Rings>
constexpr auto rings_remove(hana::int_<Rings>) {
  constexpr int rings = ctp::detail::checked_rings<Rings>();
  return hana::first(detail::put_all_down(hana::int_c<1>, hana::replicate<hana::tuple_tag>(
                                                               hana::true_c, hana::size_c<rings>)));
}

// rings_put_on(hana::int_c<Rings>) (1 to 20 rings): the moves that put Rings rings on, from all
// down; rings_put_on(hana::int_c<3>) == hana::tuple_c<int, 3, 2, -3, 1, 3>.
template <int Rings>
constexpr auto rings_put_on(hana::int_<Rings>) {
  constexpr int rings = ctp::detail::checked_rings<Rings>();
  return hana::first(detail::put_all_up(hana::int_c<1>, hana::replicate<hana::tuple_tag>(
                                                             hana::false_c, hana::size_c<rings>)));
}

// Every move that takes all Rings rings off, in order, by Boost.Hana.
// Under default limits it reaches 11 rings with g++-12 (25 s of CPU, 2.5 GB) and with clang++-19
// (28 s, 2.4 GB). 12 rings compile, but past any practical limit: g++-12 276 s and 7.5 GB,
// clang++-19 100 s and 8.1 GB. Not the recursion's fault (about 3 instantiations a ring, as in
// the other techniques) but hana::concat's and hana::append's: they build their result from
// hana::at_c<i> of every element, and joining two tuples of n elements costs the compiler time
// that grows as n^2 (g++-12: 1.2 s for 256 + 256 elements, 3.6 s for 512 + 512, 15 s for
// 1024 + 1024), where the class template and MP11 techniques join by one pack expansion.
// (Measured on a busy 2-core machine: approximate.) The tests prove the spec at 10 rings.
template <int Rings>
constexpr auto rings_remove_moves() {
  if constexpr (ctp::detail::check_listed_rings<Rings>()) {
    return detail::to_array(decltype(rings_remove(hana::int_c<Rings>)){});
  } else {
    return std::array<rings_move, 0>{};
  }
}

// Every move that puts all Rings rings on, from all down, by Boost.Hana.
template <int Rings>
constexpr auto rings_put_on_moves() {
  if constexpr (ctp::detail::check_listed_rings<Rings>()) {
    return detail::to_array(decltype(rings_put_on(hana::int_c<Rings>)){});
  } else {
    return std::array<rings_move, 0>{};
  }
}

}  // namespace ctp::with_hana

#endif  // CTP_HANA_CHINESE_RINGS_HPP_INCLUDED
