// ctp-gen water and water-hardest (the water-cups post's puzzle, any cups): from every state
// reachable from the start, the fewest moves to each goal amount and the canonical next move; and
// the hardest puzzles of a family.
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "ctp/water_pouring.hpp"
#include "ctp/water_pouring/run_time/goal_distances.hpp"
#include "ctp/water_pouring/run_time/hardest.hpp"
#include "water_pouring/hardest_search.hpp"
#include "water_pouring/listing.hpp"
#include "water_pouring/move_code.hpp"
#include "water_pouring/table.hpp"

namespace ctp::puzzles::water_pouring {

// generators/water_pouring/accessors.hpp, embedded when ctp-gen is built (scripts/embed_text.py).
extern const std::string_view water_pouring_accessors;

namespace {

// The most entries a water table holds a byte field: (c_1 + 1) x ... x (c_k + 1) contents for each
// amount 0 .. largest, 16 MiB for costs and as much for next_moves.
constexpr std::uint64_t water_table_max_entries = std::uint64_t{1} << 24;

// The byte of costs and next_moves for contents the cups can hold but the start never reaches.
constexpr std::uint8_t water_unreached = 254;

}  // namespace

headers::document water_table(const water_options& options) {
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

  std::vector<std::uint64_t> indexes;  // each reached state's contents as an index
  for (std::uint64_t p = 0; p != count; ++p)
    indexes.push_back(search.graph().index(search.reached_state(p)));
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
      next_moves[first + indexes[p]] = next ? water_move_code(*next, cups) : water_never;
    }
  }

  const std::vector<int> capacities(capacity.amount, capacity.amount + cups);
  headers::document doc;
  doc.puzzle = "water";
  doc.title = fmt::format(
      "Water pouring with cups of {}{}, by the rules of the 3/5/8 water cups post: from every "
      "state reachable from the start, the fewest moves to each amount and the canonical next "
      "move.",
      fmt::join(capacities, ", "), puzzle.tap ? " and a tap" : "");
  doc.arguments = {
      fmt::format("{}", fmt::join(capacities, ",")), "--start",
      fmt::format("{}", fmt::join(std::vector<int>(start.amount, start.amount + cups), ","))};
  if (puzzle.tap) doc.arguments.emplace_back("--tap");
  std::vector<std::int64_t> caps(capacity.amount, capacity.amount + cups);
  doc.add_integer("cups", "std::size_t", cups, "The number of cups.");
  doc.add_integers("capacities", "int", caps, "Each cup's capacity, cup 1 first.");
  doc.add_integer("tap", "bool", puzzle.tap ? 1 : 0, "Whether fill and empty are moves (a tap).");
  doc.add_integer("max_capacity", "int", largest,
                  "The largest capacity: goal amounts are 0 .. max_capacity.");
  doc.api_fields = {"cups", "capacities", "tap", "max_capacity"};
  doc.shared_regions = {"state"};
  doc.add_integer("state_count", "index_type", static_cast<std::int64_t>(contents_count),
                  "How many contents the cups can hold: the product of every capacity plus one.");
  doc.add_integer("reached_count", "std::uint64_t", static_cast<std::int64_t>(count),
                  "How many states the start reaches.");
  doc.add_integers("start", "int", std::vector<std::int64_t>(start.amount, start.amount + cups),
                   "The contents at the start, cup 1 first.");
  std::size_t text_capacity = static_cast<std::size_t>(cups) - 1;
  for (int c = 0; c != cups; ++c) text_capacity += std::to_string(capacity[c]).size();
  doc.add_cpp_integer("text_capacity", "std::size_t", static_cast<std::int64_t>(text_capacity),
                      "The characters of the longest state's text.");
  doc.add_bytes("costs", std::move(costs),
                "costs[amount * state_count + index]: the fewest moves from the contents of "
                "index (read as a mixed-radix number, cup 0 most significant, base capacity + 1) "
                "to some cup holding amount; 255 for never, 254 for contents the start never "
                "reaches.");
  doc.add_bytes("next_moves", std::move(next_moves),
                "The canonical next move (same entry): pour i -> j is i * cups + j, fill i is "
                "cups * cups + i, empty i is cups * cups + cups + i, cups counted from 0; 255 for "
                "none, 254 for contents the start never reaches.");
  std::vector<std::string> move_texts;
  for (int from = 0; from != cups; ++from)
    for (int to = 0; to != cups; ++to)
      move_texts.push_back(water_move_text({ctp::water_move::pour, from, to}));
  for (const auto kind : {ctp::water_move::fill, ctp::water_move::empty})
    for (int cup = 0; cup != cups; ++cup) move_texts.push_back(water_move_text({kind, cup, -1}));
  doc.add_texts("move_texts", std::move(move_texts),
                "The text of each move code, as ctp water prints it (pours into the same cup "
                "never happen).");
  doc.accessors = headers::region(water_pouring_accessors, "water");
  return doc;
}

headers::document water_hardest_table(const water_hardest_options& options) {
  const ctp::water_hardest_result hardest = search_water_hardest(
      {options.cups, options.max, options.tap,
       options.distinct ? ctp::water_capacities::distinct : ctp::water_capacities::repeats_allowed},
      {}, options.jobs, "ctp-gen: water-hardest");
  std::vector<std::int64_t> capacities, starts, goals;
  for (const ctp::water_hardest_puzzle& p : hardest.puzzles) {
    for (int c = 0; c != p.capacity.cups; ++c) capacities.push_back(p.capacity[c]);
    for (int c = 0; c != p.start.cups; ++c) starts.push_back(p.start[c]);
    goals.push_back(p.goal_amount);
  }
  headers::document doc;
  doc.puzzle = "water-hardest";
  doc.title = fmt::format(
      "The hardest water pouring puzzles of {} {}cups up to capacity {}{}, by the rules of the "
      "3/5/8 water cups post: every tie.",
      options.cups, options.distinct ? "distinct " : "", options.max,
      options.tap ? ", with a tap" : "");
  doc.arguments = {"--cups", std::to_string(options.cups), "--max", std::to_string(options.max)};
  if (options.tap) doc.arguments.emplace_back("--tap");
  if (options.distinct) doc.arguments.emplace_back("--distinct");
  doc.add_integer("cups", "std::size_t", options.cups, "The number of cups of every puzzle.");
  doc.add_integer("max_capacity", "int", options.max, "The largest capacity tried.");
  doc.add_integer("tap", "bool", options.tap ? 1 : 0, "Whether fill and empty are moves (a tap).");
  doc.add_integer("distinct", "bool", options.distinct ? 1 : 0,
                  "Whether only strictly increasing capacities were tried.");
  doc.api_fields = {"cups", "max_capacity", "tap", "distinct"};
  doc.add_integer("move_count", "std::uint64_t", hardest.moves,
                  "The fewest moves of the hardest puzzles.");
  doc.add_integer("puzzle_count", "std::size_t", static_cast<std::int64_t>(hardest.puzzles.size()),
                  "How many tie.");
  doc.add_integers("capacities", "int", std::move(capacities),
                   "Each puzzle's capacities, ascending (cups a puzzle).");
  doc.add_integers("starts", "int", std::move(starts), "Each puzzle's start (cups a puzzle).");
  doc.add_integers("goal_amounts", "int", std::move(goals),
                   "Each puzzle's goal: this amount in any cup.");
  doc.accessors = headers::region(water_pouring_accessors, "water_hardest");
  return doc;
}

}  // namespace ctp::puzzles::water_pouring
