// The river crossing answers of the ctp tool: states as the library writes them, crossings in
// words.
#include "river_crossing/listing.hpp"

#include <cstddef>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "ctp/river_crossing/graph.hpp"
#include "ctp/search/breadth_first.hpp"
#include "river_crossing/puzzle_arguments.hpp"

namespace ctp::puzzles::river_crossing {
namespace {

// "1 missionary", "2 cannibals".
std::string people(int count, const char* one, const char* many) {
  return fmt::format("{} {}", count, count == 1 ? one : many);
}

// Names joined as a sentence says them: "a", "a and b", "a, b and c".
std::string joined(const std::vector<std::string>& names) {
  std::string text;
  for (std::size_t k = 0; k != names.size(); ++k)
    text += (k == 0 ? "" : k + 1 == names.size() ? " and " : ", ") + names[k];
  return text;
}

}  // namespace

std::string river_move_text(const river_shape& shape, const river_move& move, bool across) {
  std::vector<std::string> who;
  if (shape.rules == river_rules::farmer) {
    who.emplace_back("the farmer");
    if ((move.items & river_wolf) != 0) who.emplace_back("the wolf");
    if ((move.items & river_goat) != 0) who.emplace_back("the goat");
    if ((move.items & river_cabbage) != 0) who.emplace_back("the cabbage");
    if (who.size() == 1) return across ? "the farmer crosses alone" : "the farmer comes back alone";
  } else {
    if (move.missionaries != 0)
      who.push_back(people(move.missionaries, "missionary", "missionaries"));
    if (move.cannibals != 0) who.push_back(people(move.cannibals, "cannibal", "cannibals"));
  }
  const bool one = who.size() == 1 &&
                   (shape.rules == river_rules::farmer || move.missionaries + move.cannibals == 1);
  return fmt::format("{} {}", joined(who),
                     across ? (one ? "crosses" : "cross") : (one ? "comes back" : "come back"));
}

std::string river_crossings(std::uint64_t count) {
  return fmt::format("{} crossing{}", count, count == 1 ? "" : "s");
}

void write_river_solution(cli::output& out, const river_puzzle& puzzle,
                          const river_solution& solution) {
  const river_solution::path_type& path = solution.path();
  const auto moves = solution.moves();
  out.print("start: {}\n", river_state_text(puzzle.shape, path.front()));
  for (std::size_t k = 0; k != moves.size(); ++k)
    out.print("crossing {} of {}: {} -> {}\n", k + 1, moves.size(),
              river_move_text(puzzle.shape, moves[k], path[k].boat_on_start),
              river_state_text(puzzle.shape, path[k + 1]));
  out.print("{}\n", river_crossings(moves.size()));
}

// The states the start reaches are counted by the library's breadth-first search, over the
// library's graph of the puzzle.
void write_river_unsolvable(cli::output& out, const river_puzzle& puzzle) {
  const river_graph graph(puzzle.shape);
  std::vector<std::uint32_t> crossings(graph.state_count(), 0);
  std::vector<search::state_index> queue(graph.state_count(), 0);
  const std::uint64_t reached =
      search::breadth_first(graph, graph.index(puzzle.start), crossings, queue);
  out.print(
      "No way across: from {} with a boat of {} seat{} only {} state{} can be reached, and none "
      "has everyone on the far bank.\n",
      river_state_text(puzzle.shape, puzzle.start), puzzle.shape.seats,
      puzzle.shape.seats == 1 ? "" : "s", reached, reached == 1 ? "" : "s");
}

}  // namespace ctp::puzzles::river_crossing
