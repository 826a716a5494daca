// ctp-gen river: for every state reached from a puzzle's start, the fewest crossings to everyone
// on the far bank and the canonical next state, from the library's graph (river_graph, its states
// numbered as the header numbers them) and breadth-first search (search::breadth_first).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "ctp/river_crossing/graph.hpp"
#include "ctp/river_crossing/text.hpp"
#include "ctp/search/breadth_first.hpp"
#include "river_crossing/listing.hpp"
#include "river_crossing/puzzle_arguments.hpp"
#include "river_crossing/table.hpp"

namespace ctp::puzzles::river_crossing {

// generators/river_crossing/accessors.hpp, embedded when ctp-gen is built (scripts/embed_text.py).
extern const std::string_view river_crossing_accessors;

namespace {

// The entries of costs for no way to the goal, and for a number that is no state reached from
// the start (an unsafe state, or one the start never reaches); the accessors' detail::never and
// detail::unreached. Every cost is below the number of states, at most 20,402, so both fit.
constexpr std::int64_t never = 65535, unreached = 65534;

}  // namespace

// 1. The states the start reaches, by breadth-first search from the start.
// 2. The fewest crossings from every state to the goal, by one breadth-first search from the goal:
//    a crossing can always be undone (the same boatload rows back, from the bank the boat is at
//    now, to a state that was safe), so a state is as far from the goal as the goal from it.
// 3. The canonical next state of a reached state: the first, in the library's order of moves,
//    that is one crossing nearer. ctp::river_solve's path takes it: of the shortest paths,
//    breadth-first search's first parents give the one whose moves come first in that order,
//    move by move (tests/tables/static_river_generated.cpp proves it equal, state by state).
headers::document river_table(const ctp::river_puzzle& puzzle) {
  const ctp::river_shape& shape = puzzle.shape;
  const ctp::river_graph graph(shape);
  const search::state_index states = graph.state_count();
  std::vector<std::uint32_t> from_start(states, 0), to_goal(states, 0);
  std::vector<search::state_index> queue(states, 0);
  const std::uint64_t reached =
      search::breadth_first(graph, graph.index(puzzle.start), from_start, queue);
  search::breadth_first(graph, graph.index(ctp::river_goal(shape)), to_goal, queue);
  constexpr std::uint32_t none = search::unreachable<std::uint32_t>;

  std::vector<std::int64_t> costs(states, unreached), nexts(states, 0);
  std::uint64_t reachable = 0;
  for (search::state_index s = 0; s != states; ++s) {
    nexts[s] = static_cast<std::int64_t>(s);
    if (from_start[s] == none) continue;
    if (to_goal[s] == none) {
      costs[s] = never;
      continue;
    }
    ++reachable;
    costs[s] = to_goal[s];
    bool found = to_goal[s] == 0;
    graph.for_each_edge(s, [&](search::state_index t, unsigned) {
      if (found || to_goal[t] + 1 != to_goal[s]) return;
      nexts[s] = static_cast<std::int64_t>(t);
      found = true;
    });
  }

  headers::document doc;
  doc.puzzle = "river";
  doc.title = fmt::format(
      "The river crossing of {}, a boat of {} seats ({}): from every state reached from the "
      "start, the fewest crossings to everyone on the far bank and the canonical next state.",
      shape.rules == river_rules::farmer
          ? std::string("the farmer, the wolf, the goat and the cabbage")
          : fmt::format("{} missionaries and {} cannibals", shape.missionaries, shape.cannibals),
      shape.seats, shape.rules == river_rules::farmer ? "Alcuin's problem 18" : "Amarel's rules");
  doc.arguments = {shape.rules == river_rules::farmer
                       ? std::string("farmer")
                       : fmt::format("{},{}", shape.missionaries, shape.cannibals),
                   "--seats", std::to_string(shape.seats)};
  // A start of its own (the banner's command quotes its `|` for the shell).
  if (puzzle.start != ctp::river_start(shape))
    doc.arguments.insert(doc.arguments.end(), {"--start", river_state_text(shape, puzzle.start)});
  doc.add_integer("farmer", "bool", shape.rules == river_rules::farmer ? 1 : 0,
                  "Whether this is the farmer's puzzle (F, W, G, C) or missionaries (M) and "
                  "cannibals (C).");
  doc.add_integer("missionaries", "int", shape.missionaries,
                  "The missionaries (0 for the farmer).");
  doc.add_integer("cannibals", "int", shape.cannibals, "The cannibals (0 for the farmer).");
  doc.add_integer("seats", "int", shape.seats, "The boat's seats, the rower's included.");
  doc.api_fields = {"farmer", "missionaries", "cannibals", "seats"};
  doc.shared_regions = {"state"};
  doc.add_integer(
      "state_count", "index_type", static_cast<std::int64_t>(states),
      "State indices 0 .. state_count - 1: twice who is on the start bank, plus 1 when the boat is "
      "there; who is the farmer's items (wolf 1, goat 2, cabbage 4) or missionaries * "
      "(cannibals + 1) + cannibals.");
  doc.add_integer("reached_count", "index_type", static_cast<std::int64_t>(reached),
                  "How many states the start reaches.");
  doc.add_integer("reachable_count", "index_type", static_cast<std::int64_t>(reachable),
                  "How many of them can reach the goal: all of them, or none.");
  doc.add_integer("start", "index_type", static_cast<std::int64_t>(graph.index(puzzle.start)),
                  "The start's index.");
  doc.add_integer("goal", "index_type",
                  static_cast<std::int64_t>(graph.index(ctp::river_goal(shape))),
                  "The goal's index: everyone, and the boat, on the far bank.");
  doc.add_integers("costs", "std::uint16_t", std::move(costs),
                   "The fewest crossings from each state to the goal: 65535 for no way, 65534 for "
                   "a number that is no state reached from the start.");
  doc.add_integers("next_states", "std::uint16_t", std::move(nexts),
                   "The canonical next state of each state: the state itself at the goal, where "
                   "there is no way, and for a number that is no state reached from the start.");
  // The text of every crossing, at its code: who (the farmer's items, or missionaries * (seats +
  // 1) + cannibals) times 2, plus 1 across; "" for a boatload no crossing carries. The crossings
  // are the library's (river_for_each_move from every safe state), so that the texts are there
  // for every move a table's next_move can name, whatever the boat.
  const int who_count =
      shape.rules == river_rules::farmer ? 8 : (shape.seats + 1) * (shape.seats + 1);
  std::vector<std::string> move_texts(static_cast<std::size_t>(who_count) * 2);
  for (search::state_index s = 0; s != states; ++s) {
    const ctp::river_state state = graph.state(s);
    if (!ctp::river_valid(shape, state)) continue;
    ctp::river_for_each_move(
        shape, state, [&](const ctp::river_move& boat, const ctp::river_state&) {
          const int who = shape.rules == river_rules::farmer
                              ? static_cast<int>(boat.items)
                              : (boat.missionaries * (shape.seats + 1)) + boat.cannibals;
          move_texts[(static_cast<std::size_t>(who) * 2) + (state.boat_on_start ? 1 : 0)] =
              river_move_text(shape, boat, state.boat_on_start);
        });
  }
  doc.add_texts("move_texts", std::move(move_texts),
                "The text of each crossing, as ctp river prints it, at its code.");
  doc.add_cpp_integer("text_capacity", "std::size_t",
                      static_cast<std::int64_t>(ctp::river_text_size(shape)),
                      "The characters of a state's text.");
  doc.accessors = headers::region(river_crossing_accessors, "river");
  return doc;
}

}  // namespace ctp::puzzles::river_crossing
