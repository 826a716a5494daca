// The reference solution of exercise 08_rings_hana: remove and put_on with hana::concat
// (`scripts/learn.py --solution rings_hana` shows it).
#ifndef CTP_EXERCISE_RINGS_HANA_HPP_INCLUDED
#define CTP_EXERCISE_RINGS_HANA_HPP_INCLUDED

#include <array>

#include <boost/hana/concat.hpp>
#include <boost/hana/integral_constant.hpp>
#include <boost/hana/tuple.hpp>
#include <boost/hana/unpack.hpp>

#include "ctp/chinese_rings/rules.hpp"

namespace learner {

namespace hana = boost::hana;

// A move as a value whose type says it: ring Ring up is hana::int_c<+Ring>, down
// hana::int_c<-Ring>. The moves that take the last `left` of Rings rings off the bar (all up at
// first), and those that put them on (all down at first), as a hana::tuple of moves.
template <int Rings, int Left>
constexpr auto remove(hana::int_<Left> left);
template <int Rings, int Left>
constexpr auto put_on(hana::int_<Left> left);

// No ring left: no move; the last ring alone: one move; more: take the last Left - 2 off, move
// the first down, put those back on, take the last Left - 1 off.
template <int Rings, int Left>
constexpr auto remove(hana::int_<Left> /*left*/) {
  if constexpr (Left == 0) {
    return hana::make_tuple();
  } else if constexpr (Left == 1) {
    return hana::make_tuple(hana::int_c<-Rings>);
  } else {
    return hana::concat(
        hana::concat(remove<Rings>(hana::int_c<Left - 2>),
                     hana::make_tuple(hana::int_c<-(Rings - Left + 1)>)),
        hana::concat(put_on<Rings>(hana::int_c<Left - 2>), remove<Rings>(hana::int_c<Left - 1>)));
  }
}

// The mirror image: put the last Left - 1 on, take the last Left - 2 off, move the first up, put
// the last Left - 2 back on.
template <int Rings, int Left>
constexpr auto put_on(hana::int_<Left> /*left*/) {
  if constexpr (Left == 0) {
    return hana::make_tuple();
  } else if constexpr (Left == 1) {
    return hana::make_tuple(hana::int_c<Rings>);
  } else {
    return hana::concat(
        hana::concat(put_on<Rings>(hana::int_c<Left - 1>), remove<Rings>(hana::int_c<Left - 2>)),
        hana::concat(hana::make_tuple(hana::int_c<Rings - Left + 1>),
                     put_on<Rings>(hana::int_c<Left - 2>)));
  }
}

// The moves of a tuple of moves, as ctp::rings_move values.
template <class Moves>
constexpr auto to_array(Moves moves) {
  return hana::unpack(moves, [](auto... move) {
    return std::array<ctp::rings_move, sizeof...(move)>{
        {ctp::rings_move{move.value > 0 ? move.value : -move.value, move.value > 0}...}};
  });
}

// The moves that take Rings rings off the bar, from all up.
template <int Rings>
constexpr auto rings_remove_moves() {
  return to_array(remove<Rings>(hana::int_c<Rings>));
}

// The moves that put Rings rings on the bar, from all down.
template <int Rings>
constexpr auto rings_put_on_moves() {
  return to_array(put_on<Rings>(hana::int_c<Rings>));
}

}  // namespace learner

#endif  // CTP_EXERCISE_RINGS_HANA_HPP_INCLUDED
