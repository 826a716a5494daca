// Exercise 14_rings_decltype: the Chinese rings as a type, built by instantiation, and counted
// through an array (README.md says what to do; `make learn` grades this file).
#ifndef CTP_EXERCISE_RINGS_DECLTYPE_HPP_INCLUDED
#define CTP_EXERCISE_RINGS_DECLTYPE_HPP_INCLUDED

#include <array>
#include <cstddef>

#include "ctp/chinese_rings/rules.hpp"

namespace learner {

// Your turn, before anything else: predict what sizeof... answers, on each compiler, for a pack
// of 70,000 moves. 0 is no prediction.
inline constexpr std::size_t sizeof_70000_on_gcc = 0;
inline constexpr std::size_t sizeof_70000_on_clang = 0;

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

// Your turn: the moves that take the last Left of Rings rings off (they are all up, the rings
// before them stay as they are). The first of them, ring Rings - Left + 1, may move when the ring
// after it is up and every later ring is down. Write the smaller problems inside decltype, so
// that they are instantiated and never evaluated. As given, there is no move.
template <int Rings, int Left>
constexpr auto remove() {
  return ring_moves<>{};
}

// Your turn: the moves that put the last Left of Rings rings on (they are all down). As given,
// there is no move.
template <int Rings, int Left>
constexpr auto put_on() {
  return ring_moves<>{};
}

// How many moves a list holds. Your turn: make it right for a list of any length, on both
// compilers.
template <int... Moves>
constexpr std::size_t move_total(ring_moves<Moves...>) {
  return sizeof...(Moves);
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
