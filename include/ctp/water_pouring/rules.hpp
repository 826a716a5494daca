// Water pouring (seed 004, "Two success states"): cups of integer capacities, pours that stop when
// the source is empty or the target full, and, with a tap, filling and emptying a cup.
#ifndef CTP_WATER_POURING_RULES_HPP_INCLUDED
#define CTP_WATER_POURING_RULES_HPP_INCLUDED

#include <cstdint>
#include <stdexcept>

namespace ctp {

// The most cups a puzzle may have, and the most states its cups may span together (the product
// of every capacity plus one: the size of the search's tables).
inline constexpr int water_max_cups = 8;
inline constexpr std::uint64_t water_max_states = std::uint64_t{1} << 24;

// The contents of the cups (or their capacities), cups in the given order.
struct water_state {
  int cups = 0;
  int amount[water_max_cups]{};

  constexpr int operator[](int cup) const noexcept { return amount[cup]; }
  constexpr int total() const noexcept {
    int sum = 0;
    for (int cup = 0; cup != cups; ++cup) sum += amount[cup];
    return sum;
  }
  friend constexpr bool operator==(const water_state&, const water_state&) = default;
};

// A puzzle: the cups' capacities, their contents at the start, and whether a tap lets a cup be
// filled or emptied (otherwise only pours are moves).
struct water_puzzle {
  water_state capacity;
  water_state start;
  bool tap = false;
};

// One move: pour cup `from` into cup `to`, fill cup `from` from the tap, or empty cup `from`.
struct water_move {
  enum kind_type : unsigned char { pour, fill, empty };
  kind_type kind;
  int from;
  int to = -1;
  friend constexpr bool operator==(const water_move&, const water_move&) = default;
};

namespace detail {
// Rejects a bad puzzle: a compile error inside a constant expression (the throw is not a constant
// expression and the line shown names the problem), an exception at run time.
constexpr void require_water_puzzle(const water_puzzle& puzzle) {
  const int cups = puzzle.capacity.cups;
  if (cups < 2 || cups > water_max_cups)
    throw std::invalid_argument("ctp: water pouring needs 2 to 8 cups");
  if (puzzle.start.cups != cups)
    throw std::invalid_argument("ctp: water pouring needs a start amount for every cup");
  std::uint64_t states = 1;
  for (int cup = 0; cup != cups; ++cup) {
    if (puzzle.capacity[cup] <= 0) throw std::invalid_argument("ctp: a cup's capacity must be positive");
    if (puzzle.start[cup] < 0 || puzzle.start[cup] > puzzle.capacity[cup])
      throw std::invalid_argument("ctp: a cup cannot start with more than its capacity, or less than nothing");
    states *= static_cast<std::uint64_t>(puzzle.capacity[cup]) + 1;
    if (states > water_max_states)
      throw std::invalid_argument("ctp: water pouring supports cups of at most 16,777,216 states in all");
  }
}
}  // namespace detail

// The state after a move, or nothing changed when the move does not count: a pour i -> j moves
// min(c_i, cap_j - c_j) and counts only if that is more than 0; fill counts for a cup not full,
// empty for a cup not empty (both need the tap).
constexpr water_state water_apply(const water_puzzle& puzzle, water_state state, const water_move& move) {
  const water_state& cap = puzzle.capacity;
  switch (move.kind) {
    case water_move::pour: {
      const int room = cap[move.to] - state[move.to];
      const int amount = state[move.from] < room ? state[move.from] : room;
      state.amount[move.from] -= amount;
      state.amount[move.to] += amount;
      break;
    }
    case water_move::fill: state.amount[move.from] = cap[move.from]; break;
    case water_move::empty: state.amount[move.from] = 0; break;
  }
  return state;
}

// Calls f(move, next) for every move that counts from state, in the canonical order: pours
// (i, j) in row-major order, then fills 0 .. m - 1, then empties 0 .. m - 1 (with a tap).
template <class F>
constexpr void water_for_each_move(const water_puzzle& puzzle, const water_state& state, F&& f) {
  const int cups = puzzle.capacity.cups;
  for (int from = 0; from != cups; ++from) {
    for (int to = 0; to != cups; ++to) {
      if (from == to || state[from] == 0 || state[to] == puzzle.capacity[to]) continue;
      const water_move move{water_move::pour, from, to};
      f(move, water_apply(puzzle, state, move));
    }
  }
  if (!puzzle.tap) return;
  for (int cup = 0; cup != cups; ++cup) {
    if (state[cup] == puzzle.capacity[cup]) continue;
    const water_move move{water_move::fill, cup};
    f(move, water_apply(puzzle, state, move));
  }
  for (int cup = 0; cup != cups; ++cup) {
    if (state[cup] == 0) continue;
    const water_move move{water_move::empty, cup};
    f(move, water_apply(puzzle, state, move));
  }
}

// The move that leads from a to b (one move apart): the cup that lost water poured into the cup
// that gained it, or the one cup that was filled or emptied.
constexpr water_move water_move_between(const water_puzzle& puzzle, const water_state& a, const water_state& b) {
  water_move found{water_move::pour, -1, -1};
  water_for_each_move(puzzle, a, [&](const water_move& move, const water_state& next) {
    if (found.from == -1 && next == b) found = move;
  });
  if (found.from == -1) throw std::invalid_argument("ctp: no single move leads from one of these states to the other");
  return found;
}

}  // namespace ctp

#endif  // CTP_WATER_POURING_RULES_HPP_INCLUDED
