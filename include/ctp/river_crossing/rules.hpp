// The river crossing, its rules: the farmer with a wolf, a goat and a cabbage (Alcuin of York,
// "Propositiones ad acuendos juvenes", problem 18) and missionaries and cannibals (Amarel, "On
// representations of problems of reasoning about actions", 1968): the state, the moves, what a
// valid puzzle is, and the goal.
//
// Why two rule sets in one puzzle, and not one general model. Both puzzles are a state of the
// same form, who is on the start bank and where the boat is, and the same moves, a boatload from
// the boat's bank to the other. They differ in one thing only, the test of a safe bank: the
// farmer's test names pairs (the wolf eats the goat, the goat eats the cabbage, unless the farmer
// is there), the missionaries' test counts (cannibals may not outnumber missionaries). A model
// general enough to say both (kinds of passengers, a list of conflicts, guards, rowers) would be
// longer than the two tests it replaces, and harder to read; so a river_shape names its rule set
// and its sizes, and each rule set is a few lines of its own.
#ifndef CTP_RIVER_CROSSING_RULES_HPP_INCLUDED
#define CTP_RIVER_CROSSING_RULES_HPP_INCLUDED

#include <bit>

#include "ctp/detail/reject.hpp"
#include "ctp/detail/whole_number.hpp"

namespace ctp {

// The most people (missionaries and cannibals together) a puzzle may have.
inline constexpr int river_max_people = 200;
// The most seats a boat may have: a boat of 4 already takes any number of people across.
inline constexpr int river_max_seats = 20;
// The most people (missionaries and cannibals together) both compilers solve whole at compile
// time under their default limits, with every technique: 80 missionaries and 80 cannibals with a
// boat of 4 (157 crossings), proven by tests/river_crossing/static_breadth_first.cpp and
// static_depth_first.cpp. Breadth-first search under clang++ is the one that stops there (at 81
// and 81 with the spec's checks, 91 and 91 alone: its step budget); g++, and depth-first search
// under both, solve river_max_people.
inline constexpr int river_max_compile_time_people = 160;

// Which puzzle's rules: the farmer's or the missionaries'.
enum class river_rules : unsigned char {
  farmer,                      // the farmer, the wolf, the goat and the cabbage
  missionaries_and_cannibals,  // missionaries may not be outnumbered by cannibals
};

// The farmer's wolf, as a bit of river_state::items.
inline constexpr unsigned river_wolf = 1;
// The farmer's goat, as a bit of river_state::items.
inline constexpr unsigned river_goat = 2;
// The farmer's cabbage, as a bit of river_state::items.
inline constexpr unsigned river_cabbage = 4;
// All three items.
inline constexpr unsigned river_all_items = river_wolf | river_goat | river_cabbage;

// The sizes that fix the states: the rule set, how many missionaries and cannibals (none in the
// farmer's puzzle), and how many seats the boat has (the rower's included).
struct river_shape {
  river_rules rules = river_rules::missionaries_and_cannibals;  // which rule set
  int missionaries = 0;                                         // 0 in the farmer's puzzle
  int cannibals = 0;                                            // 0 in the farmer's puzzle
  int seats = 2;                                                // the rower's seat included

  // The farmer's puzzle: a boat of `seats` (Alcuin's holds the farmer and one item: 2). The
  // numbers of both factories are of any integer type, and their values are checked with the
  // shape (river_valid), never a narrower copy of them (2^32 + 3 missionaries are not 3).
  template <class Seats = int>
  static constexpr river_shape farmer(Seats seats = 2) {
    return {river_rules::farmer, 0, 0, detail::clamped_int(seats, 0, river_max_seats + 1)};
  }
  // Missionaries and cannibals (the classic one: 3, 3 and a boat of 2).
  template <class Missionaries, class Cannibals, class Seats>
  static constexpr river_shape missionaries_and_cannibals(Missionaries missionaries,
                                                          Cannibals cannibals, Seats seats) {
    return {river_rules::missionaries_and_cannibals,
            detail::clamped_int(missionaries, -1, river_max_people + 1),
            detail::clamped_int(cannibals, -1, river_max_people + 1),
            detail::clamped_int(seats, 0, river_max_seats + 1)};
  }
  // Equal when every member is equal.
  friend constexpr bool operator==(const river_shape&, const river_shape&) = default;
};

// Who is on the start bank, and where the boat is. The far bank holds everyone else. In the
// farmer's puzzle the farmer is where the boat is (he alone rows), so the state is the items
// on the start bank and the boat; missionaries and cannibals are their counts on the start bank.
struct river_state {
  int missionaries = 0;       // on the start bank (missionaries and cannibals)
  int cannibals = 0;          // on the start bank (missionaries and cannibals)
  unsigned items = 0;         // river_wolf, river_goat, river_cabbage on the start bank (farmer)
  bool boat_on_start = true;  // whether the boat (and the farmer) is at the start bank
  // Equal when every member is equal.
  friend constexpr bool operator==(const river_state&, const river_state&) = default;
};

// One move: a boatload crossing from the boat's bank to the other. In the farmer's puzzle the
// farmer crosses with items (0: alone); otherwise missionaries and cannibals cross, one at least.
struct river_move {
  int missionaries = 0;  // missionaries in the boat
  int cannibals = 0;     // cannibals in the boat
  unsigned items = 0;    // the items the farmer takes (farmer)
  // Equal when every member is equal.
  friend constexpr bool operator==(const river_move&, const river_move&) = default;
};

// A puzzle: its shape and its start state.
struct river_puzzle {
  river_shape shape;  // the rule set and the sizes
  river_state start;  // who is on the start bank at the start, and where the boat is
  // Equal when every member is equal.
  friend constexpr bool operator==(const river_puzzle&, const river_puzzle&) = default;
};

// The start every telling of the puzzle has: everyone, and the boat, on the start bank.
constexpr river_state river_start(const river_shape& shape) noexcept {
  if (shape.rules == river_rules::farmer) return {0, 0, river_all_items, true};
  return {shape.missionaries, shape.cannibals, 0, true};
}

// The goal: everyone on the far bank, and the boat with them.
constexpr river_state river_goal(const river_shape&) noexcept { return {0, 0, 0, false}; }

// The puzzle of shape with the usual start: everyone, and the boat, on the start bank.
constexpr river_puzzle river_default_puzzle(const river_shape& shape) noexcept {
  return {shape, river_start(shape)};
}

namespace detail {
// Whether a bank is safe: missionaries (m) not outnumbered by cannibals (c) where there are any;
// in the farmer's puzzle, on a bank without the farmer, neither the wolf with the goat nor the
// goat with the cabbage.
constexpr bool river_bank_safe(int m, int c) noexcept { return m == 0 || c <= m; }
constexpr bool river_bank_safe(unsigned items, bool farmer) noexcept {
  if (farmer) return true;
  const bool goat = (items & river_goat) != 0;
  return !(goat && (items & (river_wolf | river_cabbage)) != 0);
}
// Whether both banks of s are safe (s fits shape). The boat's bank holds the farmer.
constexpr bool river_safe(const river_shape& shape, const river_state& s) noexcept {
  if (shape.rules == river_rules::farmer)
    return river_bank_safe(s.items, s.boat_on_start) &&
           river_bank_safe(river_all_items & ~s.items, !s.boat_on_start);
  return river_bank_safe(s.missionaries, s.cannibals) &&
         river_bank_safe(shape.missionaries - s.missionaries, shape.cannibals - s.cannibals);
}

// What can be wrong with a shape, a state or a puzzle: one check for river_valid (which never
// throws) and require_river (which throws the message that names it).
enum class river_problem : unsigned char {
  none,
  seats,
  negative,
  people,
  farmer_people,
  state_people,
  state_items,
  state_unsafe,
};

constexpr river_problem river_shape_problem(const river_shape& shape) noexcept {
  if (shape.seats < 1 || shape.seats > river_max_seats) return river_problem::seats;
  if (shape.rules == river_rules::farmer)
    return shape.missionaries == 0 && shape.cannibals == 0 ? river_problem::none
                                                           : river_problem::farmer_people;
  if (shape.missionaries < 0 || shape.cannibals < 0) return river_problem::negative;
  const int people = shape.missionaries + shape.cannibals;
  if (people < 1 || people > river_max_people) return river_problem::people;
  return river_problem::none;
}

// For a valid shape: the state fits it (counts within the shape) and nobody is eaten.
constexpr river_problem river_state_problem(const river_shape& shape,
                                            const river_state& s) noexcept {
  if (shape.rules == river_rules::farmer) {
    if (s.missionaries != 0 || s.cannibals != 0) return river_problem::state_people;
    if ((s.items & ~river_all_items) != 0) return river_problem::state_items;
  } else if (s.items != 0 || s.missionaries < 0 || s.missionaries > shape.missionaries ||
             s.cannibals < 0 || s.cannibals > shape.cannibals) {
    return river_problem::state_people;
  }
  return river_safe(shape, s) ? river_problem::none : river_problem::state_unsafe;
}

constexpr river_problem river_puzzle_problem(const river_puzzle& puzzle) noexcept {
  const river_problem shape = river_shape_problem(puzzle.shape);
  return shape != river_problem::none ? shape : river_state_problem(puzzle.shape, puzzle.start);
}

// Rejects a problem (detail::reject): a compile error inside a constant expression, whose shown
// line, the call's, holds the message; an exception at run time.
constexpr void require_river(river_problem problem) {
  using enum river_problem;
  switch (problem) {
    case none: return;
    case seats: detail::reject("ctp: a river crossing boat needs 1 to 20 seats");
    case negative: detail::reject("ctp: a count of missionaries or cannibals cannot be negative");
    case people: detail::reject("ctp: missionaries and cannibals needs 1 to 200 people in all");
    case farmer_people:
      detail::reject("ctp: the farmer's puzzle has no missionaries and no cannibals");
    case state_people:
      detail::reject("ctp: a river state must have 0 to all of each kind on the start bank");
    case state_items:
      detail::reject("ctp: the farmer's items are the wolf, the goat and the cabbage only");
    case state_unsafe:
      detail::reject("ctp: a river state must be safe: nobody eaten on either bank");
  }
}

constexpr void require_river_puzzle(const river_puzzle& puzzle) {
  require_river(river_puzzle_problem(puzzle));
}
}  // namespace detail

// True iff shape is one ctp solves: a boat of 1 to river_max_seats seats, and for missionaries
// and cannibals 1 to river_max_people people in all (none in the farmer's puzzle). Never throws.
constexpr bool river_valid(const river_shape& shape) noexcept {
  return detail::river_shape_problem(shape) == detail::river_problem::none;
}

// True iff shape is valid and state fits it with nobody eaten: on neither bank do cannibals
// outnumber missionaries where there are missionaries; in the farmer's puzzle, on the bank
// without the farmer, neither the wolf with the goat nor the goat with the cabbage. Never throws.
constexpr bool river_valid(const river_shape& shape, const river_state& state) noexcept {
  return river_valid(shape) &&
         detail::river_state_problem(shape, state) == detail::river_problem::none;
}

// True iff the puzzle's shape is valid and its start is a valid state of it. Never throws.
constexpr bool river_valid(const river_puzzle& puzzle) noexcept {
  return river_valid(puzzle.shape, puzzle.start);
}

// The state after move (precondition: the move's people are on the boat's bank): the boatload
// leaves the boat's bank, arrives on the other, and the boat with it.
constexpr river_state river_apply(river_state state, const river_move& move) noexcept {
  const int sign = state.boat_on_start ? -1 : 1;
  state.missionaries += sign * move.missionaries;
  state.cannibals += sign * move.cannibals;
  state.items ^= move.items;
  state.boat_on_start = !state.boat_on_start;
  return state;
}

// Calls f(move, next) for every legal move from state (a valid state of a valid shape), with
// the state it leads to, in the canonical order. A move is legal when its boatload is on the
// boat's bank, fits the boat with a rower, and leaves both banks safe once the boat has arrived
// and its passengers are ashore (the classic statement: the boat's arrival counts).
// - The farmer's puzzle: the items the farmer takes, as a number, from 0 (alone) up: alone, the
//   wolf, the goat, the wolf and the goat, the cabbage, ...; at most seats - 1 items.
// - Missionaries and cannibals: missionaries m from 0 up, then cannibals c from 0 up, with
//   1 <= m + c <= seats: (0, 1), (0, 2), ..., (1, 0), (1, 1), ....
template <class F>
constexpr void river_for_each_move(const river_shape& shape, const river_state& state, F&& f) {
  if (shape.rules == river_rules::farmer) {
    const unsigned here = state.boat_on_start ? state.items : river_all_items & ~state.items;
    for (unsigned items = 0; items <= river_all_items; ++items) {
      if ((items & ~here) != 0 || std::popcount(items) > shape.seats - 1) continue;
      const river_move move{0, 0, items};
      const river_state next = river_apply(state, move);
      if (detail::river_safe(shape, next)) f(move, next);
    }
    return;
  }
  const int m_here =
      state.boat_on_start ? state.missionaries : shape.missionaries - state.missionaries;
  const int c_here = state.boat_on_start ? state.cannibals : shape.cannibals - state.cannibals;
  for (int m = 0; m <= m_here && m <= shape.seats; ++m) {
    for (int c = m == 0 ? 1 : 0; c <= c_here && m + c <= shape.seats; ++c) {
      const river_move move{m, c, 0};
      const river_state next = river_apply(state, move);
      if (detail::river_safe(shape, next)) f(move, next);
    }
  }
}

// The move that leads from a to b, two states one move apart: whoever changed banks (the farmer
// always crosses, so his move names only the items). Whether it is legal is river_for_each_move's
// question; rejects (`ctp: ...`) two states with the boat on the same bank.
constexpr river_move river_move_between(const river_state& a, const river_state& b) {
  if (a.boat_on_start == b.boat_on_start)
    detail::reject("ctp: a move takes the boat across: these states have it on the same bank");
  const int sign = a.boat_on_start ? 1 : -1;
  return {sign * (a.missionaries - b.missionaries), sign * (a.cannibals - b.cannibals),
          a.items ^ b.items};
}

}  // namespace ctp

#endif  // CTP_RIVER_CROSSING_RULES_HPP_INCLUDED
