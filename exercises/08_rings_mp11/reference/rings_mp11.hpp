// The reference solution of exercise 08_rings_mp11: remove and put_on with mp_append
// (`scripts/learn.py --solution rings_mp11` shows it).
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

// More rings left, the first of them Rings - Left + 1: take the last Left - 2 off, move it
// down, put those back on, take the last Left - 1 off; putting on is the mirror image.
template <int Rings, int Left>
struct remove {
  using type = boost::mp11::mp_append<
      typename remove<Rings, Left - 2>::type, mp_list<ring_down<Rings - Left + 1>>,
      typename put_on<Rings, Left - 2>::type, typename remove<Rings, Left - 1>::type>;
};
template <int Rings, int Left>
struct put_on {
  using type = boost::mp11::mp_append<
      typename put_on<Rings, Left - 1>::type, typename remove<Rings, Left - 2>::type,
      mp_list<ring_up<Rings - Left + 1>>, typename put_on<Rings, Left - 2>::type>;
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
