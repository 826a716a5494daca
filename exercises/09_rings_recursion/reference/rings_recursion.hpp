// The reference solution of exercise 09_rings_recursion: the ring list's three behaviours
// (`scripts/learn.py --solution rings_recursion` shows it).
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
constexpr void put_all_down(Walk& walk, int first);
template <class Walk>
constexpr void put_all_up(Walk& walk, int first);
template <class Walk>
constexpr void make_ready(Walk& walk, int first);

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

// Ring `first` down, then all the rings after it down (the applet's putAllDown).
template <class Walk>
constexpr void put_all_down(Walk& walk, int first) {
  if (first > walk.rings) return;
  put_down(walk, first);
  put_all_down(walk, first + 1);
}

// Ring `first` up, then all the rings after it up (putAllUp).
template <class Walk>
constexpr void put_all_up(Walk& walk, int first) {
  if (first > walk.rings) return;
  put_up(walk, first);
  put_all_up(walk, first + 1);
}

// Ring `first` up and all the rings after it down (makeReady): then ring first - 1 may move.
template <class Walk>
constexpr void make_ready(Walk& walk, int first) {
  if (first > walk.rings) return;
  put_up(walk, first);
  put_all_down(walk, first + 1);
}

// The moves that take Rings rings off the bar, from all up.
template <int Rings>
constexpr auto rings_remove_moves() {
  walk<ctp::rings_move_count(Rings)> solving{Rings, ctp::rings_all_up(Rings)};
  put_all_down(solving, 1);
  return solving.moves;
}

// The moves that put Rings rings on the bar, from all down.
template <int Rings>
constexpr auto rings_put_on_moves() {
  walk<ctp::rings_move_count(Rings)> solving{Rings, ctp::rings_all_down};
  put_all_up(solving, 1);
  return solving.moves;
}

}  // namespace learner

#endif  // CTP_EXERCISE_RINGS_RECURSION_HPP_INCLUDED
