// The Chinese rings: a rule checker that replays moves from a state and rejects the first
// illegal one (the rule of jwalker's Chinese Ring Puzzle applet; the double move at the free end
// when it is allowed).
#ifndef CTP_CHINESE_RINGS_REPLAY_HPP_INCLUDED
#define CTP_CHINESE_RINGS_REPLAY_HPP_INCLUDED

#include <cstdint>

#include "ctp/chinese_rings/rules.hpp"

namespace ctp {

// What a replay found: whether every move was legal, the index of the first one that was not
// (when one was not), and the state reached (before the illegal move, if any).
struct rings_replay_result {
  bool legal;                   // every move was legal
  std::uint64_t first_illegal;  // the index of the first illegal move, when one was not legal
  rings_state state;            // the state reached, before the illegal move if there was one
  // Equal when every member is equal.
  friend constexpr bool operator==(const rings_replay_result&,
                                   const rings_replay_result&) = default;
};

// True iff `move` is legal in state under `rule`: the ring may move (rings_can_move) and goes
// the other way from where it is; a double move needs the rule, rings n - 1 and n, both alike.
// One expression, as rings_apply: both run once a move in every replay, and clang++-19 counts
// each statement and call against its budget of steps.
constexpr bool rings_is_legal(int rings, rings_state state, const rings_move& move,
                              rings_rule rule = rings_rule::single) noexcept {
  return move.both ? rule == rings_rule::double_end && rings >= 2 && move.ring == rings - 1 &&
                         (state & 3u) == (move.up ? 0u : 3u)
                   : rings_can_move(rings, state, move.ring) &&
                         ((state >> (rings - move.ring)) & 1u) != (move.up ? 1u : 0u);
}

// The state after a legal move.
constexpr rings_state rings_apply(int rings, rings_state state, const rings_move& move) noexcept {
  return state ^ (move.both ? rings_state{3} << (rings - move.ring - 1)
                            : rings_state{1} << (rings - move.ring));
}

// Replays moves (any range of rings_move) from `start`, stopping at the first illegal move.
template <class Rings, class Moves>
constexpr rings_replay_result rings_replay(Rings rings, rings_state start, const Moves& moves,
                                           rings_rule rule = rings_rule::single) {
  const int n = detail::require_rings_state(rings, start);
  rings_state state = start;
  std::uint64_t k = 0;
  for (const rings_move& move : moves) {
    if (!rings_is_legal(n, state, move, rule)) return {false, k, state};
    state = rings_apply(n, state, move);
    ++k;
  }
  return {true, 0, state};
}

}  // namespace ctp

#endif  // CTP_CHINESE_RINGS_REPLAY_HPP_INCLUDED
