// The Chinese rings, the recursion: the RingList recursion of the Chinese Ring Puzzle applet by
// jwalker (after Nguyen and Wong) as plain constexpr functions on a state, without objects:
// put_all_down, put_all_up and make_ready for the rings from i on.
#ifndef CTP_CHINESE_RINGS_WITH_RECURSION_HPP_INCLUDED
#define CTP_CHINESE_RINGS_WITH_RECURSION_HPP_INCLUDED

#include <array>
#include <cstdint>

#include "ctp/chinese_rings/replay.hpp"
#include "ctp/chinese_rings/rules.hpp"

namespace ctp::with_recursion {

// The rings of one puzzle, moved by the applet's recursion; every move goes to sink(rings_move).
// With rings_rule::double_end the last two rings are solved as a pair, by the shortest way among
// their four states, which uses the double move where it helps.
template <class Sink>
class ring_solver {
 public:
  // A solver of n rings in state, handing each move to sink; throws std::invalid_argument
  // (`ctp: ...`) when n is not 1 to 63 or state is not a state of n rings.
  constexpr ring_solver(int rings, rings_state state, Sink sink,
                        rings_rule rule = rings_rule::single)
      : rings_(rings), state_(state), sink_(sink), rule_(rule) {
    detail::require_rings_state(rings, state);
  }

  // All rings from `first` on down: ring `first` down, then the rest down (the applet's
  // NonNullRing.putAllDown); past the last ring there is nothing to do (NullRing).
  constexpr void put_all_down(int first) {
    if (first > rings_) return;
    if (is_end_pair(first)) return pair_to(0b00);
    put_down(first);
    put_all_down(first + 1);
  }
  // All rings from `first` on up (NonNullRing.putAllUp).
  constexpr void put_all_up(int first) {
    if (first > rings_) return;
    if (is_end_pair(first)) return pair_to(0b11);
    put_up(first);
    put_all_up(first + 1);
  }
  // Ring `first` up and every ring after it down (NonNullRing.makeReady): the only state in
  // which ring first - 1 may move.
  constexpr void make_ready(int first) {
    if (first > rings_) return;
    if (is_end_pair(first)) return pair_to(0b10);
    put_up(first);
    put_all_down(first + 1);
  }

  // The state the moves so far have reached.
  constexpr rings_state state() const { return state_; }

 private:
  // UpState.putDown and DownState.putUp: make the rest ready, then move the ring.
  //! [put-down-up]
  constexpr void put_down(int ring) {
    if (!rings_is_up(rings_, state_, ring)) return;
    make_ready(ring + 1);
    move({ring, false});
  }
  constexpr void put_up(int ring) {
    if (rings_is_up(rings_, state_, ring)) return;
    make_ready(ring + 1);
    move({ring, true});
  }
  //! [put-down-up]
  constexpr void move(const rings_move& m) {
    state_ = rings_apply(rings_, state_, m);
    sink_(m);
  }

  constexpr bool is_end_pair(int first) const {
    return rule_ == rings_rule::double_end && rings_ >= 2 && first == rings_ - 1;
  }

  // Brings rings n - 1 and n (bits 1 and 0) to `target` by the shortest way among the pair's
  // four states: 1. breadth-first search from the pair's state, 2. walk back from the target,
  // 3. replay those moves forwards.
  constexpr void pair_to(unsigned target) {
    const int last = rings_;
    const rings_move options[3] = {{last, false}, {last - 1, false}, {last - 1, false, true}};
    int parent[4] = {-1, -1, -1, -1};
    int via[4] = {};
    const unsigned start = state_ & 3u;
    parent[start] = static_cast<int>(start);
    unsigned queue[4] = {start};
    for (unsigned head = 0, tail = 1; head != tail; ++head) {
      const unsigned pair = queue[head];
      for (int option = 0; option != 3; ++option) {
        rings_move m = options[option];
        const rings_state pair_state = pair;  // as a 2-ring puzzle of its own, ring 1 = n - 1
        m.ring -= last - 2;
        m.up = !rings_is_up(2, pair_state, m.ring);
        if (!rings_is_legal(2, pair_state, m, rings_rule::double_end)) continue;
        const unsigned next = static_cast<unsigned>(rings_apply(2, pair_state, m));
        if (parent[next] != -1) continue;
        parent[next] = static_cast<int>(pair);
        via[next] = option;
        queue[tail++] = next;
      }
    }
    int path[3] = {};
    int length = 0;
    for (unsigned pair = target; pair != start; pair = static_cast<unsigned>(parent[pair]))
      path[length++] = via[pair];
    while (length != 0) {
      rings_move m = options[path[--length]];
      m.up = !rings_is_up(rings_, state_, m.ring);
      move(m);
    }
  }

  int rings_;
  rings_state state_;
  Sink sink_;
  rings_rule rule_;
};

// Every move that takes all Rings rings off, by the applet's recursion on a state. Under default
// limits it reaches 17 rings with g++-12 and 15 with clang++-19
// (tests/chinese_rings/static_recursion.cpp proves it): the recursion visits every ring after
// the one that moves, about n calls a move.
template <int Rings, rings_rule Rule = rings_rule::single>
constexpr auto rings_remove_moves() {
  if constexpr (ctp::detail::check_compile_time_rings<Rings>()) {
    std::array<rings_move, rings_move_count(Rings, Rule)> moves{};
    std::uint64_t count = 0;
    ring_solver solver(
        Rings, rings_all_up(Rings), [&](const rings_move& m) { moves[count++] = m; }, Rule);
    solver.put_all_down(1);
    return moves;
  } else {
    return std::array<rings_move, 0>{};
  }
}

// Every move that puts all Rings rings on, from all down.
template <int Rings, rings_rule Rule = rings_rule::single>
constexpr auto rings_put_on_moves() {
  if constexpr (ctp::detail::check_compile_time_rings<Rings>()) {
    std::array<rings_move, rings_move_count(Rings, Rule)> moves{};
    std::uint64_t count = 0;
    ring_solver solver(
        Rings, rings_all_down, [&](const rings_move& m) { moves[count++] = m; }, Rule);
    solver.put_all_up(1);
    return moves;
  } else {
    return std::array<rings_move, 0>{};
  }
}

}  // namespace ctp::with_recursion

#endif  // CTP_CHINESE_RINGS_WITH_RECURSION_HPP_INCLUDED
