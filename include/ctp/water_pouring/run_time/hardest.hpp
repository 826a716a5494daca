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
#include "ctp/water_pouring/run_time/hardest_family.hpp"
#include "ctp/water_pouring/run_time/hardest_parts.hpp"

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

namespace detail {
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

// The search of a family's capacity tuples one at a time, in any order and any selection: what
// water_hardest does for each tuple, for a caller that picks the tuples (a part of the family,
// or tuples handed out one by one). Its arrays are set up once, for the family's largest cups.
class water_hardest_search {
 public:
  // The search of the family (cups, largest, tap, rule), refused as water_hardest_parts refuses
  // it; the caller bounds the work it gives (water_hardest_max_steps). cups and largest are of any
  // integer type, and their values are checked before any conversion.
  template <class Cups, class Largest>
  water_hardest_search(Cups cups, Largest largest, bool tap,
                       water_capacities rule = water_capacities::repeats_allowed)
      : cups_(detail::hardest_cups(cups)),
        largest_(detail::hardest_largest(largest)),
        tap_(tap),
        rule_(rule) {
    detail::check_hardest_cups(cups_, largest_, rule);
    std::uint64_t span = 1;
    for (int c = 0; c != cups_; ++c) span *= static_cast<std::uint64_t>(largest_) + 1;
    moves_.assign(span, 0);
    order_.assign(span, 0);
    fewest_.assign(static_cast<std::size_t>(largest_) + 1, -1);
  }

  // Searches the puzzles of one capacity tuple of the family and keeps them when they are the
  // longest so far, with their ties; a tuple that is not the family's is refused.
  // 1. The tuple's start (the tools' default) and its breadth-first search give every state's
  //    fewest moves; the fewest moves to an amount is the least over the states holding it.
  // 2. Amounts already present at the start (0 moves) and amounts never reached do not count.
  // 3. The longest of these so far is kept, with every tie.
  void search(const water_state& capacity) {
    check_tuple(capacity);
    const water_puzzle puzzle = water_default_puzzle(capacity, tap_);
    const water_graph graph(puzzle);
    const auto reached = search::breadth_first(graph, graph.index(puzzle.start), moves_, order_);
    for (int& f : fewest_) f = -1;
    for (std::uint64_t k = 0; k != reached; ++k) {
      const water_state s = graph.state(order_[k]);
      const int m = static_cast<int>(moves_[order_[k]]);
      for (int c = 0; c != cups_; ++c) {
        int& first = fewest_[static_cast<std::size_t>(s[c])];
        if (first == -1) first = m;  // breadth-first: the first is the fewest
      }
    }
    for (int amount = 1; amount <= largest_; ++amount) {
      const int m = fewest_[static_cast<std::size_t>(amount)];
      if (m <= 0 || m < result_.moves) continue;
      if (m > result_.moves) {
        result_.moves = m;
        result_.puzzles.clear();
      }
      result_.puzzles.push_back({puzzle.capacity, puzzle.start, amount, m});
    }
  }

  // The hardest puzzles of the tuples searched so far, every tie, in water_hardest's order.
  water_hardest_result result() const {
    water_hardest_result sorted = result_;
    std::sort(sorted.puzzles.begin(), sorted.puzzles.end(), detail::hardest_before);
    return sorted;
  }

 private:
  void check_tuple(const water_state& capacity) const {
    const int step = rule_ == water_capacities::distinct ? 1 : 0;
    bool in_family = capacity.cups == cups_ && capacity[0] >= 1 && capacity[cups_ - 1] <= largest_;
    for (int c = 1; in_family && c != cups_; ++c) in_family = capacity[c] >= capacity[c - 1] + step;
    if (!in_family) detail::reject("ctp: a capacity tuple searched must be one of the family's");
  }

  int cups_;
  int largest_;
  bool tap_;
  water_capacities rule_;
  std::vector<std::uint32_t> moves_;
  std::vector<search::state_index> order_;
  std::vector<int> fewest_;
  water_hardest_result result_;
};

// Searches every puzzle of `cups` cups (2 to 8) with capacities 1 <= c_1 <= ... <= c_k <= largest
// (with water_capacities::distinct, 1 <= c_1 < ... < c_k <= largest, which needs largest >= cups),
// each from water_default_puzzle's start (the tools' default): without a tap the first largest cup
// starts full and the others empty; with a tap all start empty and fill and empty are moves too.
// The goal is an amount in any cup, from 1 to the largest capacity. With a share, only that
// share's tuples are searched (water_hardest_merge joins the shares' answers), and the bound of
// water_hardest_max_steps is on the share's steps; after each tuple searched,
// on_tuple(capacities) is called (a caller's progress; it cannot change the answer).
// Each tuple of water_hardest_tuples is searched as water_hardest_search::search says; the answer
// is the longest of them all, every tie kept.
// cups and largest are of any integer type, and their values are checked before any conversion.
template <class Cups, class Largest, class OnTuple = detail::no_tuple_callback>
water_hardest_result water_hardest(Cups cups_given, Largest largest_given, bool tap,
                                   water_capacities rule = water_capacities::repeats_allowed,
                                   water_hardest_share share = {}, OnTuple on_tuple = {}) {
  const std::vector<water_state> tuples =
      water_hardest_tuples(cups_given, largest_given, tap, rule, share);
  const int cups = detail::whole_number_as<int>(cups_given);
  const int largest = detail::whole_number_as<int>(largest_given);
  water_hardest_search search(cups, largest, tap, rule);
  for (const water_state& capacity : tuples) {
    search.search(capacity);
    on_tuple(capacity);
  }
  return search.result();
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
