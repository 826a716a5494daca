// The water pouring answers of the ctp tool: states, moves and tables in the water-cups post's
// words.
#include "water_pouring/listing.hpp"

#include <cstddef>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "pictures/columns.hpp"

namespace ctp::puzzles::water_pouring {
namespace {

// What a goal asks for, after "has" or "is": `4 in a cup`, `4 in cup 2`, or a state.
std::string goal_text(const water_puzzle& puzzle, const water_goal& goal) {
  switch (goal.kind) {
    case water_goal::any_cup: return fmt::format("has {} in a cup", goal.amount);
    case water_goal::in_cup: return fmt::format("has {} in cup {}", goal.amount, goal.cup + 1);
    case water_goal::exact: return "is " + water_state_text(puzzle, goal.state);
  }
  return {};
}

}  // namespace

std::string water_amounts(const water_state& amounts) {
  std::string text(ctp::water_text_size(amounts), ' ');
  ctp::water_write_text(text, amounts);
  return text;
}

std::string water_state_text(const water_puzzle& puzzle, const water_state& state) {
  std::string text = "[";
  for (int cup = 0; cup != state.cups; ++cup)
    text += fmt::format("{}<Cup {}/{}>", cup == 0 ? "" : ", ", state[cup], puzzle.capacity[cup]);
  return text + "]";
}

std::string water_move_text(const water_move& move) {
  switch (move.kind) {
    case water_move::pour:
      return fmt::format("pour cup {} into cup {}", move.from + 1, move.to + 1);
    case water_move::fill: return fmt::format("fill cup {}", move.from + 1);
    case water_move::empty: return fmt::format("empty cup {}", move.from + 1);
  }
  return {};
}

std::string water_moves(bool tap, std::uint64_t count) {
  return fmt::format("{} {}{}", count, tap ? "move" : "pour", count == 1 ? "" : "s");
}

void write_water_solution(cli::output& out, const water_puzzle& puzzle,
                          const water_solution& solution) {
  const water_solution::path_type& path = solution.path();
  out.print("start: {}\n", water_state_text(puzzle, path.front()));
  const std::size_t total = path.size() - 1;
  for (std::size_t k = 1; k != path.size(); ++k)
    out.print("move {} of {}: {} -> {}\n", k, total,
              water_move_text(ctp::water_move_between(puzzle, path[k - 1], path[k])),
              water_state_text(puzzle, path[k]));
  out.print("{}\n", water_moves(puzzle.tap, total));
}

void write_water_unsolvable(cli::output& out, const water_puzzle& puzzle, const water_goal& goal) {
  const std::uint64_t reached = water_search(puzzle).reached_count();
  out.print(
      "The puzzle has no solution: from {} only {} state{} can be reached, and none of them {}.\n",
      water_state_text(puzzle, puzzle.start), reached, reached == 1 ? "" : "s",
      goal_text(puzzle, goal));
}

// The header, then a row a state: its fewest moves, aligned under the header, and the state.
void write_water_reached(cli::output& out, const water_puzzle& puzzle) {
  const auto reached = water_search(puzzle).reached();
  pictures::columns states{{puzzle.tap ? "moves" : "pours"},
                           {"state", pictures::columns::align::left}};
  states.fit(0,
             fmt::format("{}", reached.back().moves));  // breadth-first: the last is the farthest
  states.write_header(out);
  for (const water_reached& r : reached)
    states.write_row(out, {fmt::format("{}", r.moves), water_state_text(puzzle, r.state)});
  out.print("{} state{} can be reached from the start, the farthest in {}\n", reached.size(),
            reached.size() == 1 ? "" : "s", water_moves(puzzle.tap, reached.back().moves));
}

void write_water_hardest(cli::output& out, const water_hardest_result& hardest, bool tap) {
  pictures::columns puzzles{{"capacities", pictures::columns::align::left},
                            {"start", pictures::columns::align::left},
                            {"goal"},
                            {tap ? "moves" : "pours"}};
  for (const water_hardest_puzzle& p : hardest.puzzles) {
    puzzles.fit(0, water_amounts(p.capacity));
    puzzles.fit(1, water_amounts(p.start));
  }
  puzzles.write_header(out);
  for (const water_hardest_puzzle& p : hardest.puzzles)
    puzzles.write_row(out, {water_amounts(p.capacity), water_amounts(p.start),
                            fmt::format("{}", p.goal_amount), fmt::format("{}", p.moves)});
}

}  // namespace ctp::puzzles::water_pouring
