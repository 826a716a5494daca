// Water pouring, the rules of the "3/5/8 water cups" post ("Two success states"): cups of integer
// capacities, pours that stop when the source is empty or the target full, and, with a tap,
// filling and emptying a cup; what counts as solved, what a valid puzzle is, and its default start.
#ifndef CTP_WATER_POURING_RULES_HPP_INCLUDED
#define CTP_WATER_POURING_RULES_HPP_INCLUDED

#include <cstdint>

#include "ctp/detail/reject.hpp"
#include "ctp/detail/whole_number.hpp"

namespace ctp {

// The most cups a puzzle may have.
inline constexpr int water_max_cups = 8;
// The most states a puzzle's cups may span together: the product of every capacity plus one, the
// size of the search's tables.
inline constexpr std::uint64_t water_max_states = std::uint64_t{1} << 24;

// The largest amount any cup of a valid puzzle can hold: a cup of capacity c spans c + 1 states.
inline constexpr int water_max_amount = static_cast<int>(water_max_states) - 1;

// The contents of the cups (or their capacities), cups in the given order.
struct water_state {
  int cups = 0;                  // how many cups: 1 to water_max_cups
  int amount[water_max_cups]{};  // cup 0 first; 0 past the last cup

  // The amount in cup (0 to cups - 1; unchecked).
  constexpr int operator[](int cup) const noexcept { return amount[cup]; }
  // The amount in all cups together.
  constexpr int total() const noexcept {
    int sum = 0;
    for (int cup = 0; cup != cups; ++cup) sum += amount[cup];
    return sum;
  }
  // Equal when every member is equal.
  friend constexpr bool operator==(const water_state&, const water_state&) = default;
};

// A puzzle: the cups' capacities, their contents at the start, and whether a tap lets a cup be
// filled or emptied (otherwise only pours are moves).
struct water_puzzle {
  water_state capacity;  // how much each cup holds
  water_state start;     // what each cup holds at the start
  bool tap = false;      // whether fill and empty are moves too
};

// One move: pour cup `from` into cup `to`, fill cup `from` from the tap, or empty cup `from`.
struct water_move {
  // Pour from one cup into another, fill a cup from the tap, or empty it.
  enum kind_type : unsigned char { pour, fill, empty };
  kind_type kind;  // which of the three
  int from;        // the cup poured from, filled or emptied
  int to = -1;     // the cup poured into (pour only)
  // Equal when every member is equal.
  friend constexpr bool operator==(const water_move&, const water_move&) = default;
};

// What counts as solved: an amount in any cup (the post's 4 oz), an amount in a given cup, or an
// exact state (the post's [<Cup 3/3>, <Cup 1/5>, <Cup 4/8>]).
struct water_goal {
  // An amount in any cup, an amount in one cup, or an exact state.
  enum kind_type : unsigned char { any_cup, in_cup, exact };
  kind_type kind = any_cup;  // which of the three
  int amount = 0;            // the amount wanted (any_cup, in_cup)
  int cup = -1;              // the cup it is wanted in (in_cup)
  water_state state{};       // the state wanted (exact)

  // Solved when some cup holds amount, of any integer type: its value is checked with the puzzle
  // (water_valid), never a narrower copy of it (2^32 + 4 is not 4).
  template <class Amount>
  static constexpr water_goal amount_anywhere(Amount amount) {
    return {any_cup, detail::clamped_int(amount, -1, water_max_amount + 1)};
  }
  // Solved when cup holds amount, both of any integer type, checked as amount_anywhere's.
  template <class Cup, class Amount>
  static constexpr water_goal amount_in(Cup cup, Amount amount) {
    return {in_cup, detail::clamped_int(amount, -1, water_max_amount + 1),
            detail::clamped_int(cup, -1, water_max_cups)};
  }
  // Solved in state and no other.
  static constexpr water_goal exactly(const water_state& state) { return {exact, 0, -1, state}; }

  // True iff the cups s are solved.
  constexpr bool reached_by(const water_state& s) const noexcept {
    switch (kind) {
      case any_cup:
        for (int c = 0; c < s.cups && c < water_max_cups; ++c)
          if (s[c] == amount) return true;
        return false;
      case in_cup: return cup >= 0 && cup < s.cups && cup < water_max_cups && s[cup] == amount;
      case exact: return s == state;
    }
    return false;
  }
};

namespace detail {
// What can be wrong with a puzzle or its goal: one check for water_valid (which never throws) and
// require_water (which throws the message that names it).
enum class water_problem : unsigned char {
  none,
  cup_count,
  start_count,
  capacity,
  start_amount,
  state_count,
  goal_amount,
  goal_cup,
  goal_cup_amount,
  goal_state_count,
  goal_state_amount,
};

constexpr water_problem water_puzzle_problem(const water_puzzle& puzzle) noexcept {
  const int cups = puzzle.capacity.cups;
  if (cups < 2 || cups > water_max_cups) return water_problem::cup_count;
  if (puzzle.start.cups != cups) return water_problem::start_count;
  std::uint64_t states = 1;
  for (int cup = 0; cup != cups; ++cup) {
    if (puzzle.capacity[cup] <= 0) return water_problem::capacity;
    if (puzzle.start[cup] < 0 || puzzle.start[cup] > puzzle.capacity[cup])
      return water_problem::start_amount;
    states *= static_cast<std::uint64_t>(puzzle.capacity[cup]) + 1;
    if (states > water_max_states) return water_problem::state_count;
  }
  return water_problem::none;
}

// For a valid puzzle.
constexpr water_problem water_goal_problem(const water_puzzle& puzzle,
                                           const water_goal& goal) noexcept {
  const water_state& cap = puzzle.capacity;
  int largest = 0;
  for (int c = 0; c != cap.cups; ++c) largest = cap[c] > largest ? cap[c] : largest;
  switch (goal.kind) {
    case water_goal::any_cup:
      if (goal.amount < 0 || goal.amount > largest) return water_problem::goal_amount;
      return water_problem::none;
    case water_goal::in_cup:
      if (goal.cup < 0 || goal.cup >= cap.cups) return water_problem::goal_cup;
      if (goal.amount < 0 || goal.amount > cap[goal.cup]) return water_problem::goal_cup_amount;
      return water_problem::none;
    case water_goal::exact:
      if (goal.state.cups != cap.cups) return water_problem::goal_state_count;
      for (int c = 0; c != cap.cups; ++c)
        if (goal.state[c] < 0 || goal.state[c] > cap[c]) return water_problem::goal_state_amount;
      return water_problem::none;
  }
  return water_problem::none;
}

// Rejects a problem (detail::reject): a compile error inside a constant expression, and the line
// the compiler shows, the call's, holds the message, so each message stays on its call's line; an
// exception at run time.
constexpr void require_water(water_problem problem) {
  using enum water_problem;
  switch (problem) {
    case none: return;
    case cup_count: detail::reject("ctp: water pouring needs 2 to 8 cups");
    case start_count: detail::reject("ctp: water pouring needs a start amount for every cup");
    case capacity: detail::reject("ctp: a cup's capacity must be positive");
    case start_amount:
      detail::reject("ctp: a cup cannot start with more than its capacity, or less than nothing");
    case state_count:
      detail::reject("ctp: water pouring supports cups of at most 16,777,216 states in all");
    case goal_amount:
      detail::reject("ctp: the goal amount must be between 0 and the largest cup's capacity");
    case goal_cup: detail::reject("ctp: the goal cup must be one of the puzzle's cups");
    case goal_cup_amount: detail::reject("ctp: the goal amount must fit in the goal cup");
    case goal_state_count: detail::reject("ctp: the goal state needs an amount for every cup");
    case goal_state_amount: detail::reject("ctp: the goal state must fit in the cups");
  }
}

constexpr void require_water_puzzle(const water_puzzle& puzzle) {
  require_water(water_puzzle_problem(puzzle));
}
constexpr void require_water_goal(const water_puzzle& puzzle, const water_goal& goal) {
  require_water(water_goal_problem(puzzle, goal));
}
}  // namespace detail

// True iff puzzle is one ctp solves: 2 to 8 cups of positive capacities, at most
// water_max_states states in all, and a start that fits in the cups. Never throws.
constexpr bool water_valid(const water_puzzle& puzzle) noexcept {
  return detail::water_puzzle_problem(puzzle) == detail::water_problem::none;
}

// True iff puzzle is valid and goal is a goal for it: an amount that fits in some cup (or in the
// given cup), or a state that fits in the cups. Never throws.
constexpr bool water_valid(const water_puzzle& puzzle, const water_goal& goal) noexcept {
  return water_valid(puzzle) &&
         detail::water_goal_problem(puzzle, goal) == detail::water_problem::none;
}

// The puzzle that the capacities alone describe, the one both tools mean when no start is given:
// without a tap the largest cup starts full (the first of them, if several are largest) and the
// others empty, as the post's 8 oz cup; with a tap every cup starts empty. The capacities are
// checked first (`ctp:` errors).
constexpr water_puzzle water_default_puzzle(const water_state& capacities, bool tap) {
  detail::require_water_puzzle({capacities, capacities, tap});
  water_puzzle puzzle{capacities, {capacities.cups, {}}, tap};
  if (tap) return puzzle;
  int largest = 0;
  for (int cup = 1; cup != capacities.cups; ++cup)
    if (capacities[cup] > capacities[largest]) largest = cup;
  puzzle.start.amount[largest] = capacities[largest];
  return puzzle;
}

// The water a pour from cup `from` into cup `to` moves: all of `from`, or as much as `to` has
// room for.
constexpr int water_poured(const water_state& capacity, const water_state& state, int from,
                           int to) {
  const int room = capacity[to] - state[to];
  return state[from] < room ? state[from] : room;
}

// The state after a move, or nothing changed when the move does not count: a pour i -> j moves
// min(c_i, cap_j - c_j) and counts only if that is more than 0; fill counts for a cup not full,
// empty for a cup not empty (both need the tap).
constexpr water_state water_apply(const water_puzzle& puzzle, water_state state,
                                  const water_move& move) {
  const water_state& cap = puzzle.capacity;
  switch (move.kind) {
    case water_move::pour: {
      const int amount = water_poured(cap, state, move.from, move.to);
      state.amount[move.from] -= amount;
      state.amount[move.to] += amount;
      break;
    }
    case water_move::fill: state.amount[move.from] = cap[move.from]; break;
    case water_move::empty: state.amount[move.from] = 0; break;
  }
  return state;
}

// Calls f(move) for every move that counts from state, in the canonical order: pours (i, j) in
// row-major order, then fills 0 .. m - 1, then empties 0 .. m - 1 (with a tap).
template <class F>
constexpr void water_for_each_legal_move(const water_puzzle& puzzle, const water_state& state,
                                         F&& f) {
  const int cups = puzzle.capacity.cups;
  for (int from = 0; from != cups; ++from) {
    for (int to = 0; to != cups; ++to) {
      if (from == to || state[from] == 0 || state[to] == puzzle.capacity[to]) continue;
      f(water_move{water_move::pour, from, to});
    }
  }
  if (!puzzle.tap) return;
  for (int cup = 0; cup != cups; ++cup)
    if (state[cup] != puzzle.capacity[cup]) f(water_move{water_move::fill, cup});
  for (int cup = 0; cup != cups; ++cup)
    if (state[cup] != 0) f(water_move{water_move::empty, cup});
}

// Calls f(move, next) for every move that counts from state, in the same order, with the state
// it leads to.
template <class F>
constexpr void water_for_each_move(const water_puzzle& puzzle, const water_state& state, F&& f) {
  water_for_each_legal_move(
      puzzle, state, [&](const water_move& move) { f(move, water_apply(puzzle, state, move)); });
}

// The move that leads from a to b (one move apart): the cup that lost water poured into the cup
// that gained it, or the one cup that was filled or emptied.
constexpr water_move water_move_between(const water_puzzle& puzzle, const water_state& a,
                                        const water_state& b) {
  water_move found{water_move::pour, -1, -1};
  water_for_each_move(puzzle, a, [&](const water_move& move, const water_state& next) {
    if (found.from == -1 && next == b) found = move;
  });
  if (found.from == -1)
    detail::reject("ctp: no single move leads from one of these states to the other");
  return found;
}

}  // namespace ctp

#endif  // CTP_WATER_POURING_RULES_HPP_INCLUDED
