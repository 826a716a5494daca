// Water pouring, the water-cups post's "search for bigger solvable problems": among all puzzles of
// k cups up to a largest capacity, those whose shortest solution is longest, by breadth-first
// search.
#ifndef CTP_WATER_POURING_RUN_TIME_HARDEST_HPP_INCLUDED
#define CTP_WATER_POURING_RUN_TIME_HARDEST_HPP_INCLUDED

#include <algorithm>
#include <cstdint>
#include <vector>

#include "ctp/detail/reject.hpp"
#include "ctp/search/breadth_first.hpp"
#include "ctp/water_pouring/graph.hpp"
#include "ctp/water_pouring/rules.hpp"

namespace ctp {

// One puzzle of the family: its capacities (ascending), its start, and the amount to get into
// some cup, with the fewest moves that takes.
struct water_hardest_puzzle {
  water_state capacity;  // how much each cup holds, ascending
  water_state start;     // what each cup holds at the start
  int goal_amount;       // the amount to get into some cup
  int moves;             // the fewest moves that takes
  // Equal when every member is equal.
  friend constexpr bool operator==(const water_hardest_puzzle&,
                                   const water_hardest_puzzle&) = default;
};

// The hardest puzzles of a family, every tie listed, in increasing order of capacities and then
// of goal amount.
struct water_hardest_result {
  int moves = 0;                              // the fewest moves the hardest puzzles take
  std::vector<water_hardest_puzzle> puzzles;  // every puzzle that takes that many
};

// Which capacity tuples a family holds: 1 <= c_1 <= ... <= c_k <= largest, repeats allowed (the
// post's search, and the default), or 1 <= c_1 < ... < c_k <= largest, every cup distinct.
enum class water_capacities : unsigned char { repeats_allowed, distinct };

namespace detail {
// The first capacity tuple of a family: all 1, or 1, 2, ..., k when they must be distinct.
inline water_state first_capacities(int cups, water_capacities rule) {
  water_state capacity{cups, {}};
  for (int c = 0; c != cups; ++c)
    capacity.amount[c] = rule == water_capacities::distinct ? c + 1 : 1;
  return capacity;
}

// The tuple after `capacity` in increasing order, or false when it was the last: raise the last
// cup that can rise (to largest, or with distinct cups to largest less the cups after it), then
// set the cups after it as low as the rule allows (equal to it, or one more each).
inline bool next_capacities(water_state& capacity, int largest, water_capacities rule) {
  const int step = rule == water_capacities::distinct ? 1 : 0;
  const int cups = capacity.cups;
  int c = cups - 1;
  while (c >= 0 && capacity[c] == largest - step * (cups - 1 - c)) --c;
  if (c < 0) return false;
  ++capacity.amount[c];
  for (int d = c + 1; d != cups; ++d) capacity.amount[d] = capacity[d - 1] + step;
  return true;
}
}  // namespace detail

// The most steps water_hardest takes, a step being one state set out or one move tried: 2^36,
// which admits 4 cups up to 43 (3 up to 118, or 77 with a tap). Its time grows with the steps;
// a larger family is refused before anything is searched (docs/reliability.md lists the bound
// with its tests).
inline constexpr std::uint64_t water_hardest_max_steps = std::uint64_t{1} << 36;

// An upper bound on the steps of water_hardest's search of a family, exact in its parts:
// 1. each breadth-first search sets out every state of its cups, prod(c_i + 1);
// 2. it tries every move of every state it reaches: k(k - 1) pours, and 2k fills and empties
//    with a tap; with a tap every state may be reached, without one the water is conserved and
//    the largest cup's content follows from the others', so at most prod_{i<k}(c_i + 1) are.
// The sums over all tuples are symmetric polynomials of 2 .. largest + 1, built up one capacity
// c at a time in O(largest * cups): every[j] sums prod(c_i + 1) over the j-tuples of the rule
// with parts up to c, and tuples ending in c add the (k - 1)-tuples below (distinct) or up to c.
// Callers first bound (largest + 1)^cups by water_max_states (2^24): then no sum exceeds
// 2^24 * 2^24 states, times 72 moves, and nothing overflows.
constexpr std::uint64_t water_hardest_steps(int cups, int largest, bool tap,
                                            water_capacities rule) {
  std::uint64_t every[water_max_cups + 1] = {1};
  std::uint64_t reached_without_tap = 0;
  for (std::uint64_t c = 1; c <= static_cast<std::uint64_t>(largest); ++c) {
    if (rule == water_capacities::distinct) {
      reached_without_tap += every[cups - 1];
      for (int j = cups; j >= 1; --j) every[j] += (c + 1) * every[j - 1];
    } else {
      for (int j = 1; j <= cups; ++j) every[j] += (c + 1) * every[j - 1];
      reached_without_tap += every[cups - 1];
    }
  }
  const auto k = static_cast<std::uint64_t>(cups);
  const std::uint64_t set_out = every[cups];
  return set_out + (tap ? set_out * (k * (k - 1) + 2 * k) : reached_without_tap * k * (k - 1));
}

// Which share of a family's capacity tuples one search takes: those whose position in increasing
// order, counted from 0, leaves the remainder `index` when divided by `count` (0 <= index <
// count). Every share of the same count together is the whole family, each tuple once; taking
// every count-th tuple gives the shares alike work, as the tuples grow along the order.
struct water_hardest_share {
  int index = 0;  // which share, 0 to count - 1
  int count = 1;  // into how many shares the family is cut
};

namespace detail {
// Refuses a family water_hardest does not search: 2 to 8 cups, a largest capacity of at least 1
// (and of at least the number of cups, if distinct), cups within water_max_states and the whole
// search within water_hardest_max_steps.
inline void check_hardest_family(int cups, int largest, bool tap, water_capacities rule) {
  if (cups < 2 || cups > water_max_cups) detail::reject("ctp: water pouring needs 2 to 8 cups");
  if (largest < 1) detail::reject("ctp: the largest capacity must be at least 1");
  if (rule == water_capacities::distinct && largest < cups)
    detail::reject(
        "ctp: distinct capacities need a largest capacity of at least the number of cups");
  std::uint64_t span = 1;
  for (int c = 0; c != cups; ++c) {
    span *= static_cast<std::uint64_t>(largest) + 1;
    if (span > water_max_states)
      detail::reject("ctp: water pouring supports cups of at most 16,777,216 states in all");
  }
  if (water_hardest_steps(cups, largest, tap, rule) > water_hardest_max_steps)
    detail::reject(
        "ctp: a search for the hardest puzzles takes families of at most 68,719,476,736 steps "
        "(states set out and moves tried)");
}

// What water_hardest calls after each capacity tuple when its caller gives nothing: nothing.
struct no_tuple_callback {
  void operator()(const water_state&) const noexcept {}
};

// True iff puzzle a comes before b in water_hardest's order: capacities, then goal amount.
inline bool hardest_before(const water_hardest_puzzle& a, const water_hardest_puzzle& b) {
  const int* a_end = a.capacity.amount + a.capacity.cups;
  const int* b_end = b.capacity.amount + b.capacity.cups;
  if (std::equal(a.capacity.amount, a_end, b.capacity.amount, b_end))
    return a.goal_amount < b.goal_amount;
  return std::lexicographical_compare(a.capacity.amount, a_end, b.capacity.amount, b_end);
}
}  // namespace detail

// How many capacity tuples the family of water_hardest(cups, largest, tap, rule) holds, after
// refusing (as water_hardest does, with the same messages) a family it does not search; so a
// caller can check a family, and count its work, before searching it.
inline std::uint64_t water_hardest_tuple_count(int cups, int largest, bool tap,
                                               water_capacities rule) {
  detail::check_hardest_family(cups, largest, tap, rule);
  // C(largest + cups - 1, cups) with repeats, C(largest, cups) distinct; each partial product
  // is a binomial coefficient, within the steps bound checked above.
  const auto top =
      static_cast<std::uint64_t>(rule == water_capacities::distinct ? largest : largest + cups - 1);
  std::uint64_t count = 1;
  for (std::uint64_t j = 1; j <= static_cast<std::uint64_t>(cups); ++j)
    count = count * (top - static_cast<std::uint64_t>(cups) + j) / j;
  return count;
}

// Searches every puzzle of `cups` cups (2 to 8) with capacities 1 <= c_1 <= ... <= c_k <= largest
// (with water_capacities::distinct, 1 <= c_1 < ... < c_k <= largest, which needs largest >= cups),
// each from water_default_puzzle's start (the tools' default): without a tap the first largest cup
// starts full and the others empty; with a tap all start empty and fill and empty are moves too.
// The goal is an amount in any cup, from 1 to the largest capacity. With a share, only that
// share's tuples are searched (water_hardest_merge joins the shares' answers); after each tuple
// searched, on_tuple(capacities) is called (a caller's progress; it cannot change the answer).
// 1. For each capacity tuple, one breadth-first search from the start gives every state's fewest
//    moves; the fewest moves to an amount is the least over the states holding it.
// 2. Amounts already present at the start (0 moves) and amounts never reached do not count.
// 3. The longest of these over all tuples and amounts is the answer; every tie is kept.
template <class OnTuple = detail::no_tuple_callback>
water_hardest_result water_hardest(int cups, int largest, bool tap,
                                   water_capacities rule = water_capacities::repeats_allowed,
                                   water_hardest_share share = {}, OnTuple on_tuple = {}) {
  detail::check_hardest_family(cups, largest, tap, rule);
  if (share.count < 1 || share.index < 0 || share.index >= share.count)
    detail::reject("ctp: a share of a family needs 0 <= index < count");
  std::uint64_t span = 1;
  for (int c = 0; c != cups; ++c) span *= static_cast<std::uint64_t>(largest) + 1;
  water_hardest_result result;
  std::vector<std::uint32_t> moves(span, 0);
  std::vector<search::state_index> order(span, 0);
  std::vector<int> fewest(static_cast<std::size_t>(largest) + 1);

  water_state capacity = detail::first_capacities(cups, rule);
  for (int position = 0;; position = position + 1 == share.count ? 0 : position + 1) {
    if (position == share.index) {
      // 1. This tuple's start (the tools' default) and its breadth-first search.
      const water_puzzle puzzle = water_default_puzzle(capacity, tap);
      const water_graph graph(puzzle);
      const auto reached = search::breadth_first(graph, graph.index(puzzle.start), moves, order);
      for (int& f : fewest) f = -1;
      for (std::uint64_t k = 0; k != reached; ++k) {
        const water_state s = graph.state(order[k]);
        const int m = static_cast<int>(moves[order[k]]);
        for (int c = 0; c != cups; ++c) {
          int& first = fewest[static_cast<std::size_t>(s[c])];
          if (first == -1) first = m;  // breadth-first: the first is the fewest
        }
      }
      // 2, 3. Keep the longest, with its ties.
      for (int amount = 1; amount <= largest; ++amount) {
        const int m = fewest[static_cast<std::size_t>(amount)];
        if (m <= 0 || m < result.moves) continue;
        if (m > result.moves) {
          result.moves = m;
          result.puzzles.clear();
        }
        result.puzzles.push_back({puzzle.capacity, puzzle.start, amount, m});
      }
      on_tuple(capacity);
    }
    if (!detail::next_capacities(capacity, largest, rule)) break;
  }
  return result;
}

// The answer of a whole family from the answers of all its shares (water_hardest_share, any
// order): the longest, with every tie, in water_hardest's order (capacities, then goal amount),
// so the same as one search of the whole family.
inline water_hardest_result water_hardest_merge(const std::vector<water_hardest_result>& shares) {
  water_hardest_result result;
  for (const water_hardest_result& share : shares)
    result.moves = std::max(result.moves, share.moves);
  for (const water_hardest_result& share : shares)
    if (share.moves == result.moves)
      result.puzzles.insert(result.puzzles.end(), share.puzzles.begin(), share.puzzles.end());
  std::sort(result.puzzles.begin(), result.puzzles.end(), detail::hardest_before);
  return result;
}

}  // namespace ctp

#endif  // CTP_WATER_POURING_RUN_TIME_HARDEST_HPP_INCLUDED
