// The headers `ctp-gen river` writes, generated at build time, proven equal to the library's
// solver, ctp::river_solve, state by state: for every state the start reaches, its cost, whether
// the goal can be reached, its next state and its whole path are river_solve's from that state,
// and its text parses to it; the states with an entry are those the library's graph reaches from
// the start. Four puzzles: the farmer's, 3 and 3 (11 crossings), 4 and 4 (no way across with a
// boat of 2) and 5 and 3 with a boat of 3 from a state of their own.
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "ctp/river_crossing.hpp"
#include "ctp/river_crossing/graph.hpp"
#include "ctp/search/breadth_first.hpp"
#include "generated/river_3_3.hpp"
#include "generated/river_4_4.hpp"
#include "generated/river_5_3_seats_3.hpp"
#include "generated/river_farmer.hpp"
#include "wide_numbers.hpp"

namespace {

// What for_each_on_path hands each state of a path to: it records their indices.
template <class State>
struct recorder {
  std::vector<std::uint32_t>* path;
  constexpr void operator()(State state) const { path->push_back(state.index()); }
};

// A generated header's accessors, as pointers to its functions (a namespace is not a template
// argument); State and Text are the header's own state and state_text.
template <class State, class Text>
struct accessors {
  std::optional<State> (*state_at)(std::uint32_t);
  std::optional<unsigned> (*cost)(State);
  bool (*reachable)(State);
  std::optional<State> (*next)(State);
  void (*for_each_on_path)(State, recorder<State>&&);
  std::optional<State> (*parse)(std::string_view);
  Text (*text)(State);
};

// Whether the table of puzzle answers as ctp::river_solve:
// 1. the states of the table are those breadth-first search reaches from the start, and the
//    counts are the graph's and the search's;
// 2. for each of them, river_solve from that state: the same reachable, cost and next state (none
//    at the goal or where there is no way), and the path for_each_on_path walks is river_solve's
//    path, state by state;
// 3. its text is the library's (ctp::river_write_text), and parses back to it.
template <class State, class Text>
constexpr bool equals_river_solve(const ctp::river_puzzle& puzzle, std::uint64_t state_count,
                                  std::uint64_t reached_count, std::uint64_t reachable_count,
                                  const accessors<State, Text>& table) {
  const ctp::river_graph graph(puzzle.shape);
  if (graph.state_count() != state_count) return false;
  std::vector<std::uint32_t> from_start(graph.state_count(), 0);
  std::vector<ctp::search::state_index> queue(graph.state_count(), 0);
  if (ctp::search::breadth_first(graph, graph.index(puzzle.start), from_start, queue) !=
      reached_count)
    return false;
  std::uint64_t reachable = 0;
  for (std::uint64_t i = 0; i != graph.state_count(); ++i) {
    const bool reached = from_start[i] != ctp::search::unreachable<std::uint32_t>;
    const std::optional<State> s = table.state_at(static_cast<std::uint32_t>(i));
    if (reached != s.has_value()) return false;
    if (!s) continue;
    const ctp::river_state state = graph.state(i);
    const ctp::river_solution solution = ctp::river_solve({puzzle.shape, state});
    reachable += solution.reachable() ? 1 : 0;
    if (table.reachable(*s) != solution.reachable()) return false;
    if (table.cost(*s) != solution.cost()) return false;
    const std::optional<State> next = table.next(*s);
    if (solution.path().size() > 1 ? !next || next->index() != graph.index(solution.path()[1])
                                   : next.has_value())
      return false;
    std::vector<std::uint32_t> path;
    table.for_each_on_path(*s, recorder<State>{&path});
    if (path.size() != solution.path().size()) return false;
    for (std::size_t k = 0; k != path.size(); ++k)
      if (path[k] != graph.index(solution.path()[k])) return false;
    // A char array, not a std::string: clang cannot evaluate libstdc++ 12's std::string.
    char text[16]{};
    ctp::river_write_text(text, puzzle.shape, state);
    const std::string_view written(text, ctp::river_text_size(puzzle.shape));
    if (table.parse(written) != s || table.text(*s).view() != written) return false;
  }
  return reachable == reachable_count;
}

// Whether every crossing of the canonical path from start is the library's move between its two
// states (ctp::river_move_between): the same people, or items, and the same way.
template <class State, class Move>
constexpr bool moves_are_the_library_s(const ctp::river_shape& shape, State start,
                                       std::optional<State> (*next)(State),
                                       std::optional<Move> (*next_move)(State)) {
  const ctp::river_graph graph(shape);
  for (std::optional<State> s = start; s; s = next(*s)) {
    const std::optional<State> t = next(*s);
    const std::optional<Move> m = next_move(*s);
    if (t.has_value() != m.has_value()) return false;
    if (!t) continue;
    const ctp::river_state from = graph.state(s->index());
    const ctp::river_move library = ctp::river_move_between(from, graph.state(t->index()));
    if (m->missionaries() != library.missionaries || m->cannibals() != library.cannibals ||
        m->items() != library.items || m->across() != from.boat_on_start)
      return false;
  }
  return true;
}

namespace farmer = generated::river_farmer;
static_assert(equals_river_solve(
    ctp::river_default_puzzle(ctp::river_shape::farmer()), farmer::state_count(),
    farmer::reached_count(), farmer::reachable_count(),
    accessors<farmer::state, farmer::state_text>{
        &farmer::state_at, &farmer::cost, &farmer::reachable, &farmer::next,
        &farmer::for_each_on_path<recorder<farmer::state>>, &farmer::parse, &farmer::text}));
static_assert(farmer::cost(farmer::start()) == 7u &&
              farmer::text(farmer::start()).view() == "FWGC|");
static_assert(!farmer::next(farmer::goal()) && farmer::cost(farmer::goal()) == 0u);
static_assert(moves_are_the_library_s(ctp::river_shape::farmer(), farmer::start(), &farmer::next,
                                      &farmer::next_move));
static_assert(farmer::move_text(*farmer::next_move(farmer::start())) ==
              "the farmer and the goat cross");

namespace classic = generated::river_3_3;
static_assert(equals_river_solve(
    ctp::river_default_puzzle(ctp::river_shape::missionaries_and_cannibals(3, 3, 2)),
    classic::state_count(), classic::reached_count(), classic::reachable_count(),
    accessors<classic::state, classic::state_text>{
        &classic::state_at, &classic::cost, &classic::reachable, &classic::next,
        &classic::for_each_on_path<recorder<classic::state>>, &classic::parse, &classic::text}));
static_assert(classic::cost(*classic::parse("MMMCCCB|")) == 11u);
static_assert(classic::text(*classic::next(classic::start())).view() == "MMMC|BCC");
static_assert(moves_are_the_library_s(ctp::river_shape::missionaries_and_cannibals(3, 3, 2),
                                      classic::start(), &classic::next, &classic::next_move));
static_assert(classic::move_text(*classic::next_move(classic::start())) == "2 cannibals cross");
static_assert(classic::move_text(*classic::next_move(*classic::next(classic::start()))) ==
              "1 cannibal comes back");
static_assert(!classic::next_move(classic::goal()));
static_assert(!classic::parse("MMMCCC|B|") && !classic::parse("MMMCCB|") &&
              !classic::parse("MCCCB|MM"));  // a letter short; unsafe: cannibals outnumber

// No way across: every state the start reaches is a state, none has a cost.
namespace no_way = generated::river_4_4;
static_assert(equals_river_solve(
    ctp::river_default_puzzle(ctp::river_shape::missionaries_and_cannibals(4, 4, 2)),
    no_way::state_count(), no_way::reached_count(), no_way::reachable_count(),
    accessors<no_way::state, no_way::state_text>{
        &no_way::state_at, &no_way::cost, &no_way::reachable, &no_way::next,
        &no_way::for_each_on_path<recorder<no_way::state>>, &no_way::parse, &no_way::text}));
static_assert(no_way::reachable_count() == 0 && !no_way::cost(no_way::start()));

namespace halfway = generated::river_5_3_seats_3;
static_assert(equals_river_solve(
    {ctp::river_shape::missionaries_and_cannibals(5, 3, 3),
     ctp::river_parse("MMMCC|BMMC", ctp::river_shape::missionaries_and_cannibals(5, 3, 3))},
    halfway::state_count(), halfway::reached_count(), halfway::reachable_count(),
    accessors<halfway::state, halfway::state_text>{
        &halfway::state_at, &halfway::cost, &halfway::reachable, &halfway::next,
        &halfway::for_each_on_path<recorder<halfway::state>>, &halfway::parse, &halfway::text}));

// An index is checked as the value it is, of any integer type: 2^32 + i is no state i, nor is
// 2^64 + i as an __int128, nor -1 the last index (tests/support/wide_numbers.hpp).
static_assert(wide::only_k_answers(classic::start().index(),
                                   [](auto i) { return classic::state_at(i).has_value(); }));

}  // namespace
