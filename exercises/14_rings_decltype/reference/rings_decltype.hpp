// The reference solution of exercise 14_rings_decltype: the Chinese rings as a type, built by
// instantiation, and counted through an array (`scripts/learn.py --solution rings_decltype`
// shows it).
#ifndef CTP_EXERCISE_RINGS_DECLTYPE_HPP_INCLUDED
#define CTP_EXERCISE_RINGS_DECLTYPE_HPP_INCLUDED

#include <array>
#include <cstddef>

#include "ctp/chinese_rings/rules.hpp"

namespace learner {

// What sizeof... answers, on each compiler, for a pack of 70,000 moves.
inline constexpr std::size_t sizeof_70000_on_gcc = 70'000;
inline constexpr std::size_t sizeof_70000_on_clang = 70'000 % 65'536;

// The moves as a type: one template argument a move, +r for ring r up onto the bar, -r for ring
// r down off it.
template <int... Moves>
struct ring_moves {};

// Four lists of moves, one after the other. Only the return type matters.
template <int... First, int... Second, int... Third, int... Fourth>
constexpr ring_moves<First..., Second..., Third..., Fourth...> join(ring_moves<First...>,
                                                                    ring_moves<Second...>,
                                                                    ring_moves<Third...>,
                                                                    ring_moves<Fourth...>) {
  return {};
}

template <int Rings, int Left>
constexpr auto put_on();

// The moves that take the last Left of Rings rings off (they are all up, the rings before them
// stay as they are). The first of them, ring Rings - Left + 1, may move when the ring after it is
// up and every later ring is down. The smaller problems stand inside decltype: instantiated to
// learn their type, never evaluated.
template <int Rings, int Left>
constexpr auto remove() {
  if constexpr (Left == 0) {
    return ring_moves<>{};
  } else if constexpr (Left == 1) {
    return ring_moves<-Rings>{};
  } else {
    using before = decltype(remove<Rings, Left - 2>());
    using back_on = decltype(put_on<Rings, Left - 2>());
    using rest = decltype(remove<Rings, Left - 1>());
    return join(before{}, ring_moves<-(Rings - Left + 1)>{}, back_on{}, rest{});
  }
}

// The moves that put the last Left of Rings rings on (they are all down).
template <int Rings, int Left>
constexpr auto put_on() {
  if constexpr (Left == 0) {
    return ring_moves<>{};
  } else if constexpr (Left == 1) {
    return ring_moves<Rings>{};
  } else {
    using first = decltype(put_on<Rings, Left - 1>());
    using off = decltype(remove<Rings, Left - 2>());
    using back_on = decltype(put_on<Rings, Left - 2>());
    return join(first{}, off{}, ring_moves<Rings - Left + 1>{}, back_on{});
  }
}

// How many moves a list holds, counted through an array of them: right on both compilers
// however long the pack (clang++ 19's sizeof... counts modulo 2^16).
template <int... Moves>
constexpr std::size_t move_total(ring_moves<Moves...>) {
  constexpr int moves[] = {Moves...};
  return sizeof(moves) / sizeof(int);
}

// The moves of a list as the library's rings_move.
template <int... Moves>
constexpr auto to_moves(ring_moves<Moves...> list) {
  return std::array<ctp::rings_move, move_total(list)>{
      {ctp::rings_move{Moves > 0 ? Moves : -Moves, Moves > 0}...}};
}

// The moves that take Rings rings off the bar, from all up.
template <int Rings>
constexpr auto rings_remove_moves() {
  return to_moves(decltype(remove<Rings, Rings>()){});
}

// The moves that put Rings rings on the bar, from all down.
template <int Rings>
constexpr auto rings_put_on_moves() {
  return to_moves(decltype(put_on<Rings, Rings>()){});
}

}  // namespace learner

#endif  // CTP_EXERCISE_RINGS_DECLTYPE_HPP_INCLUDED
