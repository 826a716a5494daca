// ctp-gen nine-tails: the cost and canonical next move of every state of an R x C board (Liang,
// "The Weighted Nine Tails Problem"), from the library's run-time solver, ctp::nine_tails_solution.
// The tables hold only the boards that can reach all tails, one entry for each value of their
// first rank cells (ctp::nine_tails_first_cells_decide): 4,096 entries instead of 65,536 on 4 x 4,
// small enough to stay in a level-1 data cache.
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "ctp/nine_tails.hpp"
#include "ctp/nine_tails/run_time/solution.hpp"
#include "ctp/nine_tails/span.hpp"
#include "cli/progress.hpp"
#include "nine_tails/table.hpp"

namespace ctp::puzzles::nine_tails {

// generators/nine_tails/accessors.hpp, embedded when ctp-gen is built (scripts/embed_text.py).
extern const std::string_view nine_tails_accessors;

headers::document nine_tails_table(const nine_tails_options& options) {
  const ctp::nine_tails_shape shape{options.rows, options.cols};
  if (!ctp::nine_tails_valid(shape))
    throw std::invalid_argument(
        fmt::format("a nine tails board has 1 to 25 cells (at most 5x5), got {}x{}", options.rows,
                    options.cols));
  const auto model =
      options.unweighted ? ctp::nine_tails_model::unweighted : ctp::nine_tails_model::weighted;
  const ctp::nine_tails_solution solution(shape, model);
  const int cells = shape.cells();

  // Entry e (the first rank cells) holds the one board u that can reach all tails with u >> shift
  // == e: its cost, the cell of its canonical next move (next = u ^ mask; 255 for all tails), and
  // its last shift cells.
  if (!ctp::nine_tails_first_cells_decide(shape))
    throw std::logic_error("the boards that reach all tails share their first cells");
  const int shift = cells - ctp::nine_tails_move_rank(shape);
  const std::uint64_t entries = shape.state_count() >> shift;
  std::vector<std::uint8_t> costs(entries), moves(entries, 255), last_cells(entries);
  std::vector<std::int64_t> masks;
  for (int cell = 0; cell != cells; ++cell) masks.push_back(shape.flip_mask(cell));
  for (std::uint64_t s = 0; s != shape.state_count(); ++s) {
    const auto u = static_cast<ctp::nine_tails_state>(s);
    if (!solution.reachable(u)) continue;
    const std::uint64_t e = s >> shift;
    costs[e] = solution.costs()[s];
    last_cells[e] = static_cast<std::uint8_t>(s & ((std::uint64_t{1} << shift) - 1));
    if (u == shape.all_tails()) continue;
    // The cell of the move to the canonical next board, as the library finds it (a legal move).
    const std::optional<ctp::nine_tails_state> next = solution.next(u);
    const std::optional<int> cell = next ? shape.move_between(u, *next) : std::nullopt;
    if (cell) moves[e] = static_cast<std::uint8_t>(*cell);
  }

  headers::document doc;
  doc.puzzle = "nine-tails";
  doc.title = fmt::format(
      "Nine tails on a {}x{} board ({}): the least {} from every state to all tails, and the "
      "canonical next move.",
      options.rows, options.cols,
      options.unweighted ? "the unweighted puzzle, Liang's NineTailModel"
                         : "Liang's weighted nine tails problem",
      options.unweighted ? "moves" : "coins flipped");
  doc.arguments = {"--rows", std::to_string(options.rows), "--cols", std::to_string(options.cols)};
  if (options.unweighted) doc.arguments.emplace_back("--unweighted");
  doc.add_integer("rows", "int", options.rows, "The board's rows.");
  doc.add_integer("cols", "int", options.cols, "The board's columns.");
  doc.add_integer("weighted", "bool", options.unweighted ? 0 : 1,
                  "Whether a cost counts coins flipped (true) or moves (false).");
  doc.api_fields = {"rows", "cols", "weighted"};
  doc.shared_regions = {"state", "letters"};
  doc.add_integer(
      "state_count", "index_type", static_cast<std::int64_t>(shape.state_count()),
      fmt::format("State indices 0 .. state_count - 1: cell k (row-major) is bit cells - 1 - "
                  "k, 1 for T{}.",
                  options.rows == 3 && options.cols == 3 ? "; HHHTTTHHH is 56" : ""));
  doc.add_integer("reachable_count", "index_type",
                  static_cast<std::int64_t>(solution.reachable_count()),
                  "How many states can reach all tails.");
  doc.add_integer("goal", "index_type", static_cast<std::int64_t>(shape.all_tails()), "All tails.");
  doc.add_cpp_integer("text_capacity", "std::size_t", cells, "The letters of a state's text.");
  doc.add_integers("flip_masks", "index_type", std::move(masks),
                   "The coins a move at cell k flips: k and its orthogonal neighbours.");
  std::vector<std::string> move_texts;
  for (int cell = 0; cell != cells; ++cell)
    move_texts.push_back(
        fmt::format("row {}, column {}", (cell / options.cols) + 1, (cell % options.cols) + 1));
  doc.add_texts("move_texts", std::move(move_texts), "The text of a move at cell k.");
  doc.add_integer(
      "index_shift", "int", shift,
      shift == 0
          ? "Every board can reach all tails (the flip masks have full rank over GF(2)), so the "
            "tables below have an entry for every board, at board >> index_shift = board."
          : fmt::format(
                "Only {} of the {} boards can reach all tails: all tails plus the span of the flip "
                "masks over GF(2), of rank {}. No two of them share their first {} cells, so the "
                "tables below have one entry for each value of those cells, at board >> "
                "index_shift, and last_cells tells the board of the entry from the other {} that "
                "share them.",
                cli::with_commas(solution.reachable_count()), cli::with_commas(shape.state_count()),
                cells - shift, cells - shift, (std::uint64_t{1} << shift) - 1));
  doc.add_bytes("costs", std::move(costs),
                "The least cost of the board at each entry, one byte each.");
  doc.add_bytes("next_moves", std::move(moves),
                "The cell of the canonical next move of the board at each entry: the smallest "
                "(cost, index) among the optimal next boards; 255 for all tails.");
  // Every header has last_cells, so that one detail::differ serves both kinds of table; where
  // index_shift is 0 it is empty, and differ (an if constexpr) never reads it.
  if (shift == 0) last_cells.clear();
  doc.add_bytes("last_cells", std::move(last_cells),
                shift == 0 ? "Empty: every board is the board of its entry (index_shift is 0), "
                             "so no cells tell boards apart."
                           : "The last index_shift cells of the board at each entry, as the low "
                             "bits of a board.");
  doc.accessors = headers::region(nine_tails_accessors, "nine_tails");
  return doc;
}

}  // namespace ctp::puzzles::nine_tails
