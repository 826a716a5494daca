// The nine tails answers of the ctp tool: boards as Liang's program prints them, and statistics.
#include "nine_tails/listing.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "ctp/nine_tails/text.hpp"
#include "pictures/columns.hpp"

namespace ctp::puzzles::nine_tails {
namespace {

// The most hardest states --stats lists one by one; with more it gives only their number.
constexpr std::uint64_t listed_hardest = 10;

// What a cost counts: coins flipped (Liang's weighted model) or moves.
std::string_view cost_unit(nine_tails_model model) {
  return model == nine_tails_model::weighted ? "flips" : "moves";
}

// Liang's printNode: the board a row a line, then a blank line.
void write_board(cli::output& out, nine_tails_shape shape, nine_tails_state state) {
  const std::string text = nine_tails_text(shape, state);
  for (int row = 0; row != shape.rows; ++row) {
    out.write(std::string_view(text).substr(
        static_cast<std::size_t>(row) * static_cast<std::size_t>(shape.cols),
        static_cast<std::size_t>(shape.cols)));
    out.put('\n');
  }
  out.put('\n');
}

}  // namespace

std::string nine_tails_text(nine_tails_shape shape, nine_tails_state state) {
  std::array<char, ctp::nine_tails_max_cells> letters{};
  ctp::nine_tails_write_text(letters, shape, state);
  return {letters.data(), static_cast<std::size_t>(shape.cells())};
}

unsigned reachable_cost(const nine_tails_solution& solution, nine_tails_state state) {
  const std::optional<unsigned> cost = solution.cost(state);
  if (!cost)
    throw std::logic_error("ctp: a nine tails state that cannot reach all tails has no cost");
  return *cost;
}

void write_nine_tails_path(cli::output& out, const nine_tails_solution& solution,
                           nine_tails_state state) {
  out.write("The steps to flip the coins are\n\n");
  for (const nine_tails_state step : solution.path(state)) write_board(out, solution.shape(), step);
  out.print("The number of {} is {}\n", cost_unit(solution.model()),
            reachable_cost(solution, state));
}

void write_nine_tails_unreachable(cli::output& out, const nine_tails_solution& solution,
                                  nine_tails_state state) {
  const nine_tails_shape shape = solution.shape();
  out.print(
      "All tails cannot be reached from {}: no sequence of moves on the {}x{} board turns every "
      "coin to tails (only {} of its {} boards can get there).\n",
      nine_tails_text(shape, state), shape.rows, shape.cols, solution.reachable_count(),
      shape.state_count());
}

// 1. The counts: states, how many reach all tails, how many cannot.
// 2. A row for every cost that some state has: the cost and how many states have it.
// 3. The hardest states: those of the largest cost, listed cell 0 first if there are few.
void write_nine_tails_stats(cli::output& out, const nine_tails_solution& solution) {
  const nine_tails_shape shape = solution.shape();
  const std::string_view unit = cost_unit(solution.model());
  out.print("{}x{} board: {} states, {} reach all tails, {} cannot\n", shape.rows, shape.cols,
            shape.state_count(), solution.reachable_count(),
            shape.state_count() - solution.reachable_count());

  const std::vector<std::uint64_t> counts = solution.states_per_cost();
  pictures::columns costs{{std::string(unit)}, {"states"}};
  for (const std::uint64_t count : counts) costs.fit(1, fmt::format("{}", count));
  costs.write_header(out);
  for (std::size_t cost = 0; cost != counts.size(); ++cost)
    if (counts[cost] != 0)
      costs.write_row(out, {fmt::format("{}", cost), fmt::format("{}", counts[cost])});

  const std::size_t hardest = counts.size() - 1;
  const std::uint64_t how_many = counts[hardest];
  out.print(
      "hardest: {} state{} of {} {}{}\n", how_many, how_many == 1 ? "" : "s", hardest, unit,
      how_many <= listed_hardest ? "" : fmt::format(" (more than {}: not listed)", listed_hardest));
  if (how_many > listed_hardest) return;
  const std::vector<std::uint8_t>& cost = solution.costs();
  for (std::uint64_t state = 0; state != cost.size(); ++state)
    if (cost[state] == hardest)
      out.print("  {}\n", nine_tails_text(shape, static_cast<nine_tails_state>(state)));
}

}  // namespace ctp::puzzles::nine_tails
