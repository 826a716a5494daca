// The double move at the free end: the recursion's solutions are legal, and exactly as long as the
// shortest ones that breadth-first search finds over all 2^n states, which is what the count
// formula 2^(n-1) (odd n) or 2^(n-1) - 1 (even n) says.
#include <cstdint>
#include <utility>

#include "ctp/chinese_rings.hpp"

namespace {

using ctp::rings_rule;

// Breadth-first search covers 1 to 10 rings (1,024 states) within clang's step budget.
constexpr int max_searched = 10;

// The fewest moves from all up to all down when the double move is allowed, by breadth-first
// search over every state: an independent check of the recursion and of the formula.
constexpr std::uint64_t shortest_removal(int rings) {
  const ctp::rings_state states = ctp::rings_state{1} << rings;
  std::uint64_t distance[1u << max_searched];
  ctp::rings_state queue[1u << max_searched];
  for (ctp::rings_state s = 0; s != states; ++s) distance[s] = ~std::uint64_t{0};
  const ctp::rings_state start = ctp::rings_all_up(rings);
  distance[start] = 0;
  queue[0] = start;
  for (std::uint64_t head = 0, tail = 1; head != tail; ++head) {
    const ctp::rings_state state = queue[head];
    // Every single ring, and (as ring 0) the double move of rings n - 1 and n.
    for (int ring = 0; ring <= rings; ++ring) {
      ctp::rings_move move =
          ring == 0 ? ctp::rings_move{rings - 1, false, true} : ctp::rings_move{ring, false};
      move.up = !ctp::rings_is_up(rings, state, move.ring);
      if (!ctp::rings_is_legal(rings, state, move, rings_rule::double_end)) continue;
      const ctp::rings_state next = ctp::rings_apply(rings, state, move);
      if (distance[next] != ~std::uint64_t{0}) continue;
      distance[next] = distance[state] + 1;
      queue[tail++] = next;
    }
  }
  return distance[0];
}

template <int Rings>
constexpr bool double_move_facts() {
  constexpr auto off = ctp::with_recursion::rings_remove_moves<Rings, rings_rule::double_end>();
  constexpr auto on = ctp::with_recursion::rings_put_on_moves<Rings, rings_rule::double_end>();
  const auto all_up = ctp::rings_all_up(Rings);
  return off.size() == ctp::rings_remove_count(Rings, rings_rule::double_end) &&
         on.size() == off.size() && off.size() == shortest_removal(Rings) &&
         ctp::rings_replay(Rings, all_up, off, rings_rule::double_end) ==
             ctp::rings_replay_result{true, 0, 0} &&
         ctp::rings_replay(Rings, 0, on, rings_rule::double_end) ==
             ctp::rings_replay_result{true, 0, all_up};
}

// One constant evaluation per size.
template <int Rings>
constexpr bool holds = double_move_facts<Rings>();

template <int... Sizes>
constexpr bool all_sizes(std::integer_sequence<int, Sizes...>) {
  return (holds<Sizes + 1> && ...);
}

}  // namespace

static_assert(all_sizes(std::make_integer_sequence<int, max_searched>{}));
