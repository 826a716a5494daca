// ctp-gen water and water-hardest (the water-cups post's puzzle, any cups): from every state
// reachable from the start, the fewest moves to each goal amount and the canonical next move; and
// the hardest puzzles of a family.
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "ctp/water_pouring.hpp"
#include "ctp/water_pouring/run_time/goal_distances.hpp"
#include "ctp/water_pouring/run_time/hardest.hpp"
#include "cli/tables.hpp"
#include "water_pouring/hardest_search.hpp"

namespace ctp::gen {

namespace {

// The most entries a water table holds a byte field: (c_1 + 1) x ... x (c_k + 1) contents for each
// amount 0 .. largest, 16 MiB for costs and as much for next_moves.
constexpr std::uint64_t water_table_max_entries = std::uint64_t{1} << 24;

// The byte of costs and next_moves for no answer: no way to the amount, or no next move.
constexpr std::uint8_t water_never = 255;

// The byte of costs and next_moves for contents the cups can hold but the start never reaches.
constexpr std::uint8_t water_unreached = 254;

// A move as one byte: pour i -> j is i * cups + j, fill i is cups * cups + i, empty i is
// cups * cups + cups + i (the canonical order); water_never for none.
std::uint8_t move_code(const ctp::water_move& move, int cups) {
  switch (move.kind) {
    case ctp::water_move::pour: return static_cast<std::uint8_t>(move.from * cups + move.to);
    case ctp::water_move::fill: return static_cast<std::uint8_t>(cups * cups + move.from);
    case ctp::water_move::empty: return static_cast<std::uint8_t>(cups * cups + cups + move.from);
  }
  return water_never;
}

}  // namespace

document water_table(const water_options& options) {
  const ctp::water_puzzle& puzzle = options.puzzle;
  const ctp::water_state& capacity = puzzle.capacity;
  const ctp::water_state& start = puzzle.start;
  const ctp::water_search search(puzzle);  // checks the puzzle (ctp: messages)
  const std::uint64_t count = search.reached_count();
  const std::uint64_t contents_count = search.graph().state_count();
  const int cups = capacity.cups;
  int largest = 0;
  for (int c = 0; c != cups; ++c) largest = capacity[c] > largest ? capacity[c] : largest;
  const std::uint64_t entries = contents_count * static_cast<std::uint64_t>(largest + 1);
  if (entries > water_table_max_entries)
    throw std::invalid_argument(fmt::format(
        "a water table holds at most 16,777,216 entries (every contents the cups can hold, times "
        "every amount 0 .. largest), got {} for cups of {}",
        entries, fmt::join(capacity.amount, capacity.amount + cups, ",")));

  std::vector<std::int64_t> states, positions(contents_count, -1);
  std::vector<std::uint64_t> indexes;  // each reached state's contents as an index
  for (std::uint64_t p = 0; p != count; ++p) {
    const ctp::water_state s = search.reached_state(p);
    for (int c = 0; c != cups; ++c) states.push_back(s[c]);
    indexes.push_back(search.graph().index(s));
    positions[indexes.back()] = static_cast<std::int64_t>(p);
  }
  // For each goal amount 0 .. largest, for each contents the cups can hold: the fewest moves and
  // the next move, or the mark of contents never reached. Dense over every contents, so that a
  // lookup is one load at the contents' own index, not a load of the position first.
  std::vector<std::uint8_t> costs(entries, water_unreached), next_moves(entries, water_unreached);
  for (int amount = 0; amount <= largest; ++amount) {
    const auto to_goal = ctp::water_distances_to(search, ctp::water_goal::amount_anywhere(amount));
    const std::uint64_t first = static_cast<std::uint64_t>(amount) * contents_count;
    for (std::uint64_t p = 0; p != count; ++p) {
      const std::optional<std::uint32_t> d = to_goal.cost(p);
      if (d && *d >= water_unreached)
        throw std::invalid_argument(
            "a water table holds distances up to 253 moves; this puzzle needs more");
      costs[first + indexes[p]] = d ? static_cast<std::uint8_t>(*d) : water_never;
      const std::optional<ctp::water_move> next = to_goal.next(p);
      next_moves[first + indexes[p]] = next ? move_code(*next, cups) : water_never;
    }
  }

  const std::vector<int> capacities(capacity.amount, capacity.amount + cups);
  document doc;
  doc.puzzle = "water";
  doc.title = fmt::format(
      "Water pouring with cups of {}{}, by the rules of the 3/5/8 water cups post: from every "
      "state reachable from the start, the fewest moves to each amount and the canonical next "
      "move.",
      fmt::join(capacities, ", "), puzzle.tap ? " and a tap" : "");
  doc.arguments = {
      "--capacities", fmt::format("{}", fmt::join(capacities, ",")), "--start",
      fmt::format("{}", fmt::join(std::vector<int>(start.amount, start.amount + cups), ","))};
  if (puzzle.tap) doc.arguments.emplace_back("--tap");
  std::vector<std::int64_t> caps(capacity.amount, capacity.amount + cups),
      begin(start.amount, start.amount + cups);
  doc.add_integer("cups", "int", cups, "The number of cups.");
  doc.add_integers("capacities", "int", caps, "Each cup's capacity.");
  doc.add_integers("start", "int", begin, "The contents at the start.");
  doc.add_integer("tap", "bool", puzzle.tap ? 1 : 0, "Whether fill and empty are moves (a tap).");
  doc.add_integer("largest", "int", largest,
                  "The largest capacity: goal amounts are 0 .. largest.");
  doc.add_integer("state_count", "int", static_cast<std::int64_t>(contents_count),
                  "How many contents the cups can hold: the product of every capacity plus one.");
  doc.add_integer(
      "reached_count", "int", static_cast<std::int64_t>(count),
      "How many states can be reached from the start, start first, in breadth-first order.");
  doc.add_integers("reached_states", "int", std::move(states),
                   "The contents of each state reached from the start, cups in order.");
  doc.add_integers(
      "positions", "int", std::move(positions),
      "For each contents read as a mixed-radix number (cup 0 most significant, base capacity + 1): "
      "its position among the reached states, or -1.");
  doc.add_bytes("costs", std::move(costs),
                "costs[amount * state_count + index]: the fewest moves from the contents of "
                "mixed-radix index (as in positions) to some cup holding amount, 255 for never, "
                "254 for contents never reached from the start.");
  doc.add_bytes("next_moves", std::move(next_moves),
                "The canonical next move (same index): pour i -> j is i * cups + j, fill i is cups "
                "* cups + i, empty i is cups * cups + cups + i; 255 for none, 254 for contents "
                "never reached from the start.");
  doc.problems = {
      {"contents_outside_the_cups",
       "contents with a cup holding less than nothing or more than its capacity."},
      {"contents_not_reached_from_the_start",
       "contents the cups can hold that are never reached from the start: the table has no "
       "entry for them."},
      {"amount_outside_every_cup", "an amount below 0 or above largest: no cup can hold it."}};
  doc.accessors =
      R"(namespace detail {

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
  return static_cast<std::uint32_t>(amount) * static_cast<std::uint32_t>(state_count) +
         index_of(contents);
}

// The byte of costs and next_moves for no answer: no way to the amount, or no next move.
inline constexpr unsigned never = 255;

// The byte of costs and next_moves for contents the cups can hold but the start never reaches.
inline constexpr unsigned unreached = 254;

// The contents after a move given by its code (see next_moves): contents itself for -1.
// Precondition: contents fit the cups, and the code is -1 or a move's.
constexpr std::array<int, cups> after_move(const std::array<int, cups>& contents, int m) {
  std::array<int, cups> after = contents;
  if (m < 0) return after;
  const auto move = static_cast<std::size_t>(m);
  const std::size_t n = after.size();
  if (move < n * n) {  // pour until the source is empty or the target full
    const std::size_t from = move / n, to = move % n;
    const int room = capacities[to] - contents[to];
    const int poured = contents[from] < room ? contents[from] : room;
    after[from] -= poured;
    after[to] += poured;
  } else if (move < n * n + n) {
    after[move - n * n] = capacities[move - n * n];
  } else {
    after[move - n * n - n] = 0;
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

)" +
      unchecked_namespace(
          R"(// The position of contents among the reached states, or -1 when they are not reached from the
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
  const std::size_t first = static_cast<std::size_t>(amount) * static_cast<std::size_t>(state_count);
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
)") + R"(// The position of contents among the reached states; empty when a cup holds less than nothing or
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
)";
  return doc;
}

document water_hardest_table(const water_hardest_options& options) {
  const ctp::water_hardest_result hardest = ctp::cli::search_water_hardest(
      {options.cups, options.max, options.tap,
       options.distinct ? ctp::water_capacities::distinct : ctp::water_capacities::repeats_allowed},
      options.jobs, "ctp-gen: water-hardest");
  std::vector<std::int64_t> capacities, starts, goals;
  for (const ctp::water_hardest_puzzle& p : hardest.puzzles) {
    for (int c = 0; c != p.capacity.cups; ++c) capacities.push_back(p.capacity[c]);
    for (int c = 0; c != p.start.cups; ++c) starts.push_back(p.start[c]);
    goals.push_back(p.goal_amount);
  }
  document doc;
  doc.puzzle = "water-hardest";
  doc.title = fmt::format(
      "The hardest water pouring puzzles of {} {}cups up to capacity {}{}, by the rules of the "
      "3/5/8 water cups post: every tie.",
      options.cups, options.distinct ? "distinct " : "", options.max,
      options.tap ? ", with a tap" : "");
  doc.arguments = {"--cups", std::to_string(options.cups), "--max", std::to_string(options.max)};
  if (options.tap) doc.arguments.emplace_back("--tap");
  if (options.distinct) doc.arguments.emplace_back("--distinct");
  doc.add_integer("cups", "int", options.cups, "The number of cups of every puzzle.");
  doc.add_integer("max_capacity", "int", options.max, "The largest capacity tried.");
  doc.add_integer("tap", "bool", options.tap ? 1 : 0, "Whether fill and empty are moves (a tap).");
  doc.add_integer("moves", "int", hardest.moves, "The fewest moves of the hardest puzzles.");
  doc.add_integer("puzzle_count", "int", static_cast<std::int64_t>(hardest.puzzles.size()),
                  "How many tie.");
  doc.add_integers("capacities", "int", std::move(capacities),
                   "Each puzzle's capacities, ascending (cups a puzzle).");
  doc.add_integers("starts", "int", std::move(starts), "Each puzzle's start (cups a puzzle).");
  doc.add_integers("goal_amounts", "int", std::move(goals),
                   "Each puzzle's goal: this amount in any cup.");
  doc.problems = {{"puzzle_index_outside_the_list",
                   "puzzle_at(i) with i < 0 or i >= puzzle_count: there is no such puzzle."}};
  doc.accessors =
      R"(// One of the hardest puzzles: its cups, where they start, and the amount to get into any cup.
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
      all[i].capacity[c] = capacities[i * all[i].capacity.size() + c];
      all[i].start[c] = starts[i * all[i].start.size() + c];
    }
    all[i].goal_amount = goal_amounts[i];
  }
  return all;
}();

)" +
      unchecked_namespace(
          R"(// Puzzle i (counted from 0). Precondition: 0 <= i < puzzle_count. One record read.
constexpr puzzle puzzle_at(int i) { return puzzles[static_cast<std::size_t>(i)]; }
)") + R"(// Puzzle i (counted from 0); empty when i < 0 or i >= puzzle_count (in a constant expression,
// a compile error naming puzzle_index_outside_the_list). A compare and the loads.
constexpr std::optional<puzzle> puzzle_at(int i) {
  if (i < 0 || i >= puzzle_count) {
    if (std::is_constant_evaluated()) detail::puzzle_index_outside_the_list();
    return std::nullopt;
  }
  return unchecked::puzzle_at(i);
}
)";
  return doc;
}

}  // namespace ctp::gen
