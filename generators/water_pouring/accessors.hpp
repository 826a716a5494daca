// Water pouring (the rules of the 3/5/8 water cups post): the accessors of the headers `ctp-gen
// water` and `ctp-gen water-hardest` write, as C++ that is formatted, tidied and compiled.
//
// Not a header to include: ctp-gen embeds this file when it is built and copies each region
// between two `//! [name]` lines into the header it writes, after the table's data. A region uses
// the names the header declares before it (its data, `detail::byte_at` and the functions that name
// the bad arguments) and the standard headers it includes. tests/tables/accessors_water_pouring.cpp
// compiles this file after a small table of the same names; the rules of a move are the library's,
// ctp::water_apply, which that test proves detail::after_move equal to for every contents and move.
#ifndef CTP_GENERATORS_WATER_POURING_ACCESSORS_HPP_INCLUDED
#define CTP_GENERATORS_WATER_POURING_ACCESSORS_HPP_INCLUDED

// A water table's accessors. The header declares before them: cups, capacities, largest,
// state_count, positions, costs and next_moves, and the problems contents_outside_the_cups,
// contents_not_reached_from_the_start and amount_outside_every_cup.
//! [water]
namespace detail {

// The index of contents read as a mixed-radix number (cup 0 most significant, base capacity + 1):
// one multiply-add a cup, written out by the fold, so that no lookup runs a loop. In 32 bits, which
// hold every entry (ctp-gen writes no table past 2^24 entries) and need no sign extension.
template <std::size_t... Cup>
constexpr std::uint32_t index_of(const std::array<int, cups>& contents,
                                 std::index_sequence<Cup...>) {
  std::uint32_t index = 0;
  ((index = index * static_cast<std::uint32_t>(capacities[Cup] + 1) +
            static_cast<std::uint32_t>(contents[Cup])),
   ...);
  return index;
}
constexpr std::uint32_t index_of(const std::array<int, cups>& contents) {
  return index_of(contents, std::make_index_sequence<cups>{});
}

// Whether every cup holds 0 .. its capacity: one unsigned compare a cup (a negative content is a
// large unsigned one), joined by & rather than && so that a lookup takes one branch, not one a cup.
template <std::size_t... Cup>
constexpr bool fits(const std::array<int, cups>& contents, std::index_sequence<Cup...>) {
  return ((static_cast<unsigned>(contents[Cup]) <= static_cast<unsigned>(capacities[Cup])) & ...);
}

// The entry of contents and amount in costs and next_moves: the amount is one more mixed-radix
// digit, above cup 0, so that the entry is the index of the contents and one multiply-add more.
constexpr std::uint32_t entry(const std::array<int, cups>& contents, int amount) {
  return (static_cast<std::uint32_t>(amount) * static_cast<std::uint32_t>(state_count)) +
         index_of(contents);
}

// The byte of costs and next_moves for no answer: no way to the amount, or no next move.
inline constexpr unsigned never = 255;

// The byte of costs and next_moves for contents the cups can hold but the start never reaches.
inline constexpr unsigned unreached = 254;

// The contents after a move given by its code (see next_moves): contents itself for -1. The
// library's rule (ctp::water_apply): a pour moves all of the source or as much as the target has
// room for, fill fills a cup, empty empties it. Precondition: contents fit the cups, and the code
// is -1 or a move's.
constexpr std::array<int, cups> after_move(const std::array<int, cups>& contents, int m) {
  std::array<int, cups> after = contents;
  if (m < 0) return after;
  const auto move = static_cast<std::size_t>(m);
  const std::size_t n = after.size();
  if (move < n * n) {  // pour until the source is empty or the target full
    const std::size_t from = move / n;
    const std::size_t to = move % n;
    const int room = capacities[to] - contents[to];
    const int poured = contents[from] < room ? contents[from] : room;
    after[from] -= poured;
    after[to] += poured;
  } else if (move < (n * n) + n) {
    after[move - (n * n)] = capacities[move - (n * n)];
  } else {
    after[move - (n * n) - n] = 0;
  }
  return after;
}

// Whether amount is one the table answers for (in a constant expression, a compile error naming
// amount_outside_every_cup when it is not).
constexpr bool amount_in_table(int amount) {
  if (static_cast<unsigned>(amount) <= static_cast<unsigned>(largest)) return true;
  if (std::is_constant_evaluated()) amount_outside_every_cup();
  return false;
}

// The byte of bytes (costs or next_moves) for contents and amount, or unreached when there is
// none: a cup holds less than nothing or more than its capacity, no cup can hold amount, or the
// start never reaches the contents (in a constant expression, a compile error naming the
// problem). A compare a cup, a compare of the amount and one load. A byte rather than a
// std::optional, which g++ builds in memory a member at a time.
template <class Bytes>
constexpr unsigned checked_byte(const Bytes& bytes, const std::array<int, cups>& contents,
                                int amount) {
  if (!fits(contents, std::make_index_sequence<cups>{})) {
    if (std::is_constant_evaluated()) contents_outside_the_cups();
    return unreached;
  }
  if (!amount_in_table(amount)) return unreached;
  const unsigned b = byte_at(bytes, entry(contents, amount));
  if (b == unreached && std::is_constant_evaluated()) contents_not_reached_from_the_start();
  return b;
}

// A checked byte as an answer: empty for unreached (no answer), -1 for never, else the byte.
constexpr std::optional<int> answer_of(unsigned b) {
  if (b == unreached) return std::nullopt;
  return b == never ? -1 : static_cast<int>(b);
}

}  // namespace detail

// The unchecked forms: the same names as the checked ones below, without their check. Each states
// its precondition; an argument outside it reads outside the table (undefined behaviour).
namespace unchecked {

// The position of contents among the reached states, or -1 when they are not reached from the
// start. Precondition: 0 <= contents[c] <= capacities[c] for every cup c. One load.
constexpr int position(const std::array<int, cups>& contents) {
  return positions[detail::index_of(contents)];
}

// The fewest moves from contents to some cup holding amount; -1 when that never happens.
// Precondition: contents reached from the start (position(contents) >= 0), 0 <= amount <= largest.
// One load.
constexpr int cost(const std::array<int, cups>& contents, int amount) {
  const unsigned d = detail::byte_at(costs, detail::entry(contents, amount));
  return d >= detail::unreached ? -1 : static_cast<int>(d);
}

// Whether some cup can be brought to hold amount from contents. Precondition: as for cost.
// One load.
constexpr bool reachable(const std::array<int, cups>& contents, int amount) {
  return cost(contents, amount) != -1;
}

// How many of the reached states can bring some cup to hold amount. Precondition:
// 0 <= amount <= largest. One load a contents the cups can hold.
constexpr int reachable_count(int amount) {
  const std::size_t first =
      static_cast<std::size_t>(amount) * static_cast<std::size_t>(state_count);
  int count = 0;
  for (std::size_t i = 0; i != static_cast<std::size_t>(state_count); ++i)
    count += detail::byte_at(costs, first + i) < detail::unreached ? 1 : 0;
  return count;
}

// The canonical next move towards amount, as its code (see next_moves); -1 for none (some cup
// holds amount already, or never will). Precondition: as for cost. One load.
constexpr int next_move(const std::array<int, cups>& contents, int amount) {
  const unsigned m = detail::byte_at(next_moves, detail::entry(contents, amount));
  return m >= detail::unreached ? -1 : static_cast<int>(m);
}

// The contents after the canonical next move towards amount (contents itself when some cup holds
// amount already, or never will). Precondition: as for cost. One load and the move.
constexpr std::array<int, cups> next(const std::array<int, cups>& contents, int amount) {
  return detail::after_move(contents, next_move(contents, amount));
}

}  // namespace unchecked

// The position of contents among the reached states; empty when a cup holds less than nothing or
// more than its capacity, or the contents are not reached from the start (in a constant
// expression, a compile error naming contents_outside_the_cups or
// contents_not_reached_from_the_start). A compare a cup and a load.
constexpr std::optional<int> position(const std::array<int, cups>& contents) {
  if (!detail::fits(contents, std::make_index_sequence<cups>{})) {
    if (std::is_constant_evaluated()) detail::contents_outside_the_cups();
    return std::nullopt;
  }
  const int p = unchecked::position(contents);
  if (p < 0) {
    if (std::is_constant_evaluated()) detail::contents_not_reached_from_the_start();
    return std::nullopt;
  }
  return p;
}

// The fewest moves from contents to some cup holding amount; -1 when that never happens; empty
// when the contents are not a reached state or no cup can hold amount (in a constant expression,
// a compile error naming the problem). A compare a cup and of the amount, and one load.
constexpr std::optional<int> cost(const std::array<int, cups>& contents, int amount) {
  return detail::answer_of(detail::checked_byte(costs, contents, amount));
}

// Whether contents are a reached state from which some cup can be brought to hold amount (false
// for contents or an amount outside the table; in a constant expression, a compile error naming
// the problem).
constexpr bool reachable(const std::array<int, cups>& contents, int amount) {
  const unsigned d = detail::checked_byte(costs, contents, amount);
  return d != detail::unreached && d != detail::never;
}

// How many of the reached states can bring some cup to hold amount; empty when no cup can hold
// amount (in a constant expression, a compile error naming amount_outside_every_cup).
constexpr std::optional<int> reachable_count(int amount) {
  if (!detail::amount_in_table(amount)) return std::nullopt;
  return unchecked::reachable_count(amount);
}

// The canonical next move towards amount, as its code (see next_moves); -1 for none; empty for
// contents or an amount outside the table (in a constant expression, a compile error naming the
// problem).
constexpr std::optional<int> next_move(const std::array<int, cups>& contents, int amount) {
  return detail::answer_of(detail::checked_byte(next_moves, contents, amount));
}

// The contents after the canonical next move towards amount (contents itself when some cup holds
// amount already, or never will); empty for contents or an amount outside the table (in a
// constant expression, a compile error naming the problem).
constexpr std::optional<std::array<int, cups>> next(const std::array<int, cups>& contents,
                                                    int amount) {
  const std::optional<int> m = next_move(contents, amount);
  if (!m) return std::nullopt;
  return detail::after_move(contents, *m);
}
//! [water]

// A water-hardest table's accessors. The header declares before them: cups, puzzle_count,
// capacities, starts and goal_amounts, and the problem puzzle_index_outside_the_list.
//! [water_hardest]
// One of the hardest puzzles: its cups, where they start, and the amount to get into any cup.
struct puzzle {
  std::array<int, cups> capacity;
  std::array<int, cups> start;
  int goal_amount;
};

// Every puzzle as one record, put together by the compiler from the arrays above, so that a
// puzzle is read from one place rather than gathered from three.
inline constexpr std::array<puzzle, puzzle_count> puzzles = [] {
  std::array<puzzle, puzzle_count> all{};
  for (std::size_t i = 0; i != all.size(); ++i) {
    for (std::size_t c = 0; c != all[i].capacity.size(); ++c) {
      all[i].capacity[c] = capacities[(i * all[i].capacity.size()) + c];
      all[i].start[c] = starts[(i * all[i].start.size()) + c];
    }
    all[i].goal_amount = goal_amounts[i];
  }
  return all;
}();

// The unchecked forms: the same names as the checked ones below, without their check. Each states
// its precondition; an argument outside it reads outside the table (undefined behaviour).
namespace unchecked {

// Puzzle i (counted from 0). Precondition: 0 <= i < puzzle_count. One record read.
constexpr puzzle puzzle_at(int i) { return puzzles[static_cast<std::size_t>(i)]; }

}  // namespace unchecked

// Puzzle i (counted from 0); empty when i < 0 or i >= puzzle_count (in a constant expression,
// a compile error naming puzzle_index_outside_the_list). A compare and the loads.
constexpr std::optional<puzzle> puzzle_at(int i) {
  if (i < 0 || i >= puzzle_count) {
    if (std::is_constant_evaluated()) detail::puzzle_index_outside_the_list();
    return std::nullopt;
  }
  return unchecked::puzzle_at(i);
}
//! [water_hardest]

#endif  // CTP_GENERATORS_WATER_POURING_ACCESSORS_HPP_INCLUDED
