// Exercise 09_rings_recursion: the Chinese rings by the ring list's recursion, on an integer
// state (README.md says what to do; `make learn` grades this file).
#ifndef CTP_EXERCISE_RINGS_RECURSION_HPP_INCLUDED
#define CTP_EXERCISE_RINGS_RECURSION_HPP_INCLUDED

#include <array>
#include <cstddef>
#include <cstdint>

#include "ctp/chinese_rings/replay.hpp"
#include "ctp/chinese_rings/rules.hpp"

namespace learner {

// The puzzle as it is being solved: its number of rings, the state the moves so far reached (bit
// n - i is ring i, set when it is up: ctp::rings_is_up reads it), and the moves so far.
template <std::size_t Count>
struct walk {
  int rings;
  ctp::rings_state state;
  std::array<ctp::rings_move, Count> moves{};
  std::size_t made = 0;

  constexpr bool is_up(int ring) const { return ctp::rings_is_up(rings, state, ring); }
  // Ring `ring` up (or down): the move is written down and the state follows it.
  constexpr void move(int ring, bool up) {
    moves[made++] = {ring, up};
    state = ctp::rings_apply(rings, state, {ring, up});
  }
};

// The ring list's behaviours, for the rings from `first` on (ring n is at the free end of the
// bar; past it, first > rings, there is nothing to do).
template <class Walk>
constexpr void make_ready(Walk& walk, int first);
template <class Walk>
constexpr void go_to(Walk& walk, int first, ctp::rings_state target);

// Ring `ring` down, if it is up: the rings after it made ready first (ring + 1 up, the rest down).
template <class Walk>
constexpr void put_down(Walk& walk, int ring) {
  if (!walk.is_up(ring)) return;
  make_ready(walk, ring + 1);
  walk.move(ring, false);
}

// Ring `ring` up, if it is down: the rings after it made ready first.
template <class Walk>
constexpr void put_up(Walk& walk, int ring) {
  if (walk.is_up(ring)) return;
  make_ready(walk, ring + 1);
  walk.move(ring, true);
}

// Your turn, two behaviours, each for the rings from `first` on:
// - make_ready: ring `first` up and all the rings after it down (then ring first - 1 may move);
// - go_to: each ring from `first` on up or down as it is in `target` (ctp::rings_is_up(walk.rings,
//   target, ring) says which), by the fewest moves.
// As given, they make no move.
template <class Walk>
constexpr void make_ready(Walk& walk, int first) {
  (void)walk, (void)first;
}

template <class Walk>
constexpr void go_to(Walk& walk, int first, ctp::rings_state target) {
  (void)walk, (void)first, (void)target;
}

// The moves that take Rings rings off the bar, from all up.
template <int Rings>
constexpr auto rings_remove_moves() {
  walk<ctp::rings_move_count(Rings)> solving{Rings, ctp::rings_all_up(Rings)};
  go_to(solving, 1, ctp::rings_all_down);
  return solving.moves;
}

// The moves that put Rings rings on the bar, from all down.
template <int Rings>
constexpr auto rings_put_on_moves() {
  walk<ctp::rings_move_count(Rings)> solving{Rings, ctp::rings_all_down};
  go_to(solving, 1, ctp::rings_all_up(Rings));
  return solving.moves;
}

// The walk from state `from` to state `to` of Rings rings: its moves, how many, the state reached.
// Room for 2^Rings - 1 moves, the longest way (from one end of the path of states to the other).
template <int Rings>
constexpr auto rings_path(ctp::rings_state from, ctp::rings_state to) {
  walk<(std::size_t{1} << Rings) - 1> solving{Rings, from};
  go_to(solving, 1, to);
  return solving;
}

}  // namespace learner

#endif  // CTP_EXERCISE_RINGS_RECURSION_HPP_INCLUDED
