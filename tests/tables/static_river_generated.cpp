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

namespace {

// What for_each_on_path hands each state of a path to: it records them.
struct recorder {
  std::vector<std::uint32_t>* path;
  constexpr void operator()(std::uint32_t state) const { path->push_back(state); }
};

// A generated header's accessors, as pointers to its functions (a namespace is not a template
// argument).
struct accessors {
  std::optional<unsigned> (*cost)(std::uint32_t);
  std::optional<unsigned> (*unchecked_cost)(std::uint32_t);
  bool (*reachable)(std::uint32_t);
  std::optional<std::uint32_t> (*next)(std::uint32_t);
  std::uint32_t (*unchecked_next)(std::uint32_t);
  void (*for_each_on_path)(std::uint32_t, recorder&&);
  std::optional<std::uint32_t> (*parse)(std::string_view);
};

// Whether the table of puzzle, whose entries are `costs` (65534 for no state reached from the
// start), answers as ctp::river_solve:
// 1. the states with an entry are those breadth-first search reaches from the start, and the
//    counts are the graph's and the search's;
// 2. for each of them, river_solve from that state: the same reachable, cost and next state, and
//    the path for_each_on_path walks is river_solve's path, state by state;
// 3. its text (ctp::river_write_text) parses to its number.
template <class Costs>
constexpr bool equals_river_solve(const ctp::river_puzzle& puzzle, std::uint64_t state_count,
                                  std::uint64_t reachable_count, const Costs& costs,
                                  const accessors& table) {
  const ctp::river_graph graph(puzzle.shape);
  if (graph.state_count() != state_count) return false;
  std::vector<std::uint32_t> from_start(graph.state_count(), 0);
  std::vector<ctp::search::state_index> queue(graph.state_count(), 0);
  ctp::search::breadth_first(graph, graph.index(puzzle.start), from_start, queue);
  std::uint64_t reachable = 0;
  for (std::uint64_t i = 0; i != graph.state_count(); ++i) {
    const bool reached = from_start[i] != ctp::search::unreachable<std::uint32_t>;
    if (reached != (costs[i] != 65534)) return false;
    if (!reached) continue;
    const auto s = static_cast<std::uint32_t>(i);
    const ctp::river_state state = graph.state(i);
    const ctp::river_solution solution = ctp::river_solve({puzzle.shape, state});
    reachable += solution.reachable() ? 1 : 0;
    if (table.reachable(s) != solution.reachable()) return false;
    if (table.cost(s) != solution.cost() || table.unchecked_cost(s) != solution.cost())
      return false;
    const std::uint32_t next = solution.path().size() > 1
                                   ? static_cast<std::uint32_t>(graph.index(solution.path()[1]))
                                   : s;
    if (table.next(s) != std::optional<std::uint32_t>(next) || table.unchecked_next(s) != next)
      return false;
    std::vector<std::uint32_t> path;
    table.for_each_on_path(s, recorder{&path});
    if (path.size() != solution.path().size()) return false;
    for (std::size_t k = 0; k != path.size(); ++k)
      if (path[k] != graph.index(solution.path()[k])) return false;
    // A char array, not a std::string: clang cannot evaluate libstdc++ 12's std::string.
    char text[16]{};
    ctp::river_write_text(text, puzzle.shape, state);
    const std::string_view written(text, ctp::river_text_size(puzzle.shape));
    if (table.parse(written) != std::optional<std::uint32_t>(s)) return false;
  }
  return reachable == reachable_count;
}

namespace farmer = generated::river_farmer;
static_assert(equals_river_solve(ctp::river_default_puzzle(ctp::river_shape::farmer()),
                                 farmer::state_count(), farmer::reachable_count(), farmer::costs,
                                 {&farmer::cost, &farmer::unchecked::cost, &farmer::reachable,
                                  &farmer::next, &farmer::unchecked::next,
                                  &farmer::for_each_on_path<recorder>, &farmer::parse}));
static_assert(farmer::cost(farmer::start) == 7u);

namespace classic = generated::river_3_3;
static_assert(equals_river_solve(
    ctp::river_default_puzzle(ctp::river_shape::missionaries_and_cannibals(3, 3, 2)),
    classic::state_count(), classic::reachable_count(), classic::costs,
    {&classic::cost, &classic::unchecked::cost, &classic::reachable, &classic::next,
     &classic::unchecked::next, &classic::for_each_on_path<recorder>, &classic::parse}));
static_assert(classic::cost(*classic::parse("MMMCCCB|")) == 11u);

// No way across: every state the start reaches has an entry, none a cost.
namespace no_way = generated::river_4_4;
static_assert(equals_river_solve(
    ctp::river_default_puzzle(ctp::river_shape::missionaries_and_cannibals(4, 4, 2)),
    no_way::state_count(), no_way::reachable_count(), no_way::costs,
    {&no_way::cost, &no_way::unchecked::cost, &no_way::reachable, &no_way::next,
     &no_way::unchecked::next, &no_way::for_each_on_path<recorder>, &no_way::parse}));
static_assert(no_way::reachable_count() == 0 && !no_way::cost(no_way::start));

namespace halfway = generated::river_5_3_seats_3;
static_assert(equals_river_solve(
    {ctp::river_shape::missionaries_and_cannibals(5, 3, 3),
     ctp::river_parse("MMMCC|BMMC", ctp::river_shape::missionaries_and_cannibals(5, 3, 3))},
    halfway::state_count(), halfway::reachable_count(), halfway::costs,
    {&halfway::cost, &halfway::unchecked::cost, &halfway::reachable, &halfway::next,
     &halfway::unchecked::next, &halfway::for_each_on_path<recorder>, &halfway::parse}));

}  // namespace
