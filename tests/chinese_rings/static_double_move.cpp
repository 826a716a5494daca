// The double move at the free end: the recursion's solutions are legal, and exactly as long as the
// shortest ones that breadth-first search finds over all 2^n states, which is what the count
// formula 2^(n-1) (odd n) or 2^(n-1) - 1 (even n) says; and between any two states the closed
// form (double_move.hpp) finds as few moves as breadth-first search, each of them legal.
#include <cstdint>
#include <utility>

#include "ctp/chinese_rings.hpp"

namespace {

using ctp::rings_rule;

// Breadth-first search covers 1 to 10 rings (1,024 states) within clang's step budget.
constexpr int max_searched = 10;

// Every pair of states is searched up to 4 rings (16 searches of 16 states) within clang's step
// budget; tests/chinese_rings/double_move_test.cpp does so at run time up to 10 rings.
constexpr int max_all_pairs = 4;

constexpr std::uint64_t unseen = ~std::uint64_t{0};

// The fewest moves from `start` to every state when the double move is allowed, by breadth-first
// search over every state: an independent check of the recursion, the formula and the closed
// form.
struct searched {
  std::uint64_t distance[1u << max_searched];
};
constexpr searched breadth_first_from(int rings, ctp::rings_state start) {
  const ctp::rings_state states = ctp::rings_state{1} << rings;
  searched result{};
  ctp::rings_state queue[1u << max_searched];
  for (ctp::rings_state s = 0; s != states; ++s) result.distance[s] = unseen;
  result.distance[start] = 0;
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
      if (result.distance[next] != unseen) continue;
      result.distance[next] = result.distance[state] + 1;
      queue[tail++] = next;
    }
  }
  return result;
}

template <int Rings>
constexpr bool double_move_facts() {
  constexpr auto off = ctp::with_recursion::rings_remove_moves<Rings, rings_rule::double_end>();
  constexpr auto on = ctp::with_recursion::rings_put_on_moves<Rings, rings_rule::double_end>();
  const auto all_up = ctp::rings_all_up(Rings);
  return off.size() == ctp::rings_move_count(Rings, rings_rule::double_end) &&
         on.size() == off.size() && off.size() == breadth_first_from(Rings, all_up).distance[0] &&
         ctp::rings_replay(Rings, all_up, off, rings_rule::double_end) ==
             ctp::rings_replay_result{true, 0, 0} &&
         ctp::rings_replay(Rings, 0, on, rings_rule::double_end) ==
             ctp::rings_replay_result{true, 0, all_up};
}

// Between every two states of n rings: the closed form's distance is breadth-first search's,
// and its moves, written out, are legal and end at the target.
constexpr bool closed_form_between_all_pairs(int rings) {
  const ctp::rings_state states = ctp::rings_state{1} << rings;
  for (ctp::rings_state from = 0; from != states; ++from) {
    const searched search = breadth_first_from(rings, from);
    for (ctp::rings_state to = 0; to != states; ++to) {
      const std::uint64_t d = ctp::rings_distance(rings, from, to, rings_rule::double_end);
      if (d != search.distance[to]) return false;
      ctp::rings_move moves[1u << max_all_pairs]{};
      ctp::rings_write_path(moves, rings, from, to, rings_rule::double_end);
      ctp::rings_state state = from;
      for (std::uint64_t k = 0; k != d; ++k) {
        if (!ctp::rings_is_legal(rings, state, moves[k], rings_rule::double_end)) return false;
        state = ctp::rings_apply(rings, state, moves[k]);
      }
      if (state != to) return false;
    }
  }
  return true;
}

// One constant evaluation per size.
template <int Rings>
constexpr bool holds = double_move_facts<Rings>();
template <int Rings>
constexpr bool holds_between_all_pairs = closed_form_between_all_pairs(Rings);

template <int... Sizes>
constexpr bool all_sizes(std::integer_sequence<int, Sizes...>) {
  return (holds<Sizes + 1> && ...);
}

template <int... Sizes>
constexpr bool all_pairs(std::integer_sequence<int, Sizes...>) {
  return (holds_between_all_pairs<Sizes + 1> && ...);
}

}  // namespace

static_assert(all_sizes(std::make_integer_sequence<int, max_searched>{}));
static_assert(all_pairs(std::make_integer_sequence<int, max_all_pairs>{}),
              "ctp: the double move's closed form must match breadth-first search");
