// Exercise 08_rings_mp11: the Chinese rings with Boost.MP11, the moves a list of types
// (README.md says what to do; `make learn` grades this file).
#ifndef CTP_EXERCISE_RINGS_MP11_HPP_INCLUDED
#define CTP_EXERCISE_RINGS_MP11_HPP_INCLUDED

#include <array>
#include <type_traits>

#include <boost/mp11/algorithm.hpp>
#include <boost/mp11/list.hpp>

#include "ctp/chinese_rings/rules.hpp"

namespace learner {

using boost::mp11::mp_list;

// A move as a type: ring Ring up is +Ring, down is -Ring.
template <int Ring>
using ring_up = std::integral_constant<int, Ring>;
template <int Ring>
using ring_down = std::integral_constant<int, -Ring>;

// The moves that take the last Left of Rings rings off the bar (all up at first), and those that
// put them on (all down at first), as the member `type`, an mp_list of moves.
template <int Rings, int Left>
struct remove;
template <int Rings, int Left>
struct put_on;

// No ring left: no move. The last ring alone: it may always move.
template <int Rings>
struct remove<Rings, 0> {
  using type = mp_list<>;
};
template <int Rings>
struct put_on<Rings, 0> {
  using type = mp_list<>;
};
template <int Rings>
struct remove<Rings, 1> {
  using type = mp_list<ring_down<Rings>>;
};
template <int Rings>
struct put_on<Rings, 1> {
  using type = mp_list<ring_up<Rings>>;
};

// Your turn, more rings left, the first of them Rings - Left + 1: each `type` is one mp_append
// of the smaller lists and the move (the same recursion as exercise 04_rings_class_templates).
// As given, no move at all.
template <int Rings, int Left>
struct remove {
  using type = mp_list<>;
};
template <int Rings, int Left>
struct put_on {
  using type = mp_list<>;
};

// The moves of a list of types, as ctp::rings_move values.
template <int... Moves>
constexpr auto to_array(mp_list<std::integral_constant<int, Moves>...>) {
  return std::array<ctp::rings_move, sizeof...(Moves)>{
      {ctp::rings_move{Moves > 0 ? Moves : -Moves, Moves > 0}...}};
}

// The moves that take Rings rings off the bar, from all up.
template <int Rings>
constexpr auto rings_remove_moves() {
  return to_array(typename remove<Rings, Rings>::type{});
}

// The moves that put Rings rings on the bar, from all down.
template <int Rings>
constexpr auto rings_put_on_moves() {
  return to_array(typename put_on<Rings, Rings>::type{});
}

}  // namespace learner

#endif  // CTP_EXERCISE_RINGS_MP11_HPP_INCLUDED
