// ctp-gen nine-tails: the cost and canonical next move of every state of an R x C board (Liang,
// "The Weighted Nine Tails Problem"), from the library's run-time solver, ctp::nine_tails_solution.
// The tables hold only the boards that can reach all tails, one entry for each value of their
// first rank cells (ctp::nine_tails_first_cells_decide): 4,096 entries instead of 65,536 on 4 x 4,
// small enough to stay in a level-1 data cache.
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "ctp/nine_tails.hpp"
#include "ctp/nine_tails/run_time/solution.hpp"
#include "ctp/nine_tails/span.hpp"
#include "cli/progress.hpp"
#include "cli/tables.hpp"

namespace ctp::gen {

document nine_tails_table(const nine_tails_options& options) {
  const ctp::nine_tails_shape board{options.rows, options.cols};
  if (!ctp::nine_tails_valid(board))
    throw std::invalid_argument(
        fmt::format("a nine tails board has 1 to 25 cells (at most 5x5), got {}x{}", options.rows,
                    options.cols));
  const auto model =
      options.unweighted ? ctp::nine_tails_model::unweighted : ctp::nine_tails_model::weighted;
  const ctp::nine_tails_solution solution(board, model);
  const int cells = board.cells();

  // Entry e (the first rank cells) holds the one board u that can reach all tails with u >> shift
  // == e: its cost, the cell of its canonical next move (next = u ^ mask; 255 for all tails), and
  // its last shift cells.
  if (!ctp::nine_tails_first_cells_decide(board))
    throw std::logic_error("the boards that reach all tails share their first cells");
  const int shift = cells - ctp::nine_tails_move_rank(board);
  const std::uint64_t entries = board.state_count() >> shift;
  std::vector<std::uint8_t> costs(entries), moves(entries, 255), last_cells(entries);
  std::vector<std::int64_t> masks;
  for (int cell = 0; cell != cells; ++cell) masks.push_back(board.flip_mask(cell));
  for (std::uint64_t s = 0; s != board.state_count(); ++s) {
    const auto u = static_cast<ctp::nine_tails_state>(s);
    if (!solution.reachable(u)) continue;
    const std::uint64_t e = s >> shift;
    costs[e] = solution.costs()[s];
    last_cells[e] = static_cast<std::uint8_t>(s & ((std::uint64_t{1} << shift) - 1));
    if (u == board.all_tails()) continue;
    const ctp::nine_tails_state next = solution.next(u);
    for (int cell = 0; cell != cells; ++cell)
      if ((u ^ board.flip_mask(cell)) == next) moves[e] = static_cast<std::uint8_t>(cell);
  }

  document doc;
  doc.puzzle = "nine-tails";
  doc.title = fmt::format(
      "Nine tails on a {}x{} board (Liang's weighted nine tails problem): the least {} from every "
      "state to all tails, "
      "and the canonical next move.",
      options.rows, options.cols, options.unweighted ? "moves" : "coins flipped");
  doc.arguments = {"--rows", std::to_string(options.rows), "--cols", std::to_string(options.cols)};
  if (options.unweighted) doc.arguments.emplace_back("--unweighted");
  doc.add_integer("rows", "int", options.rows, "The board's rows.");
  doc.add_integer("cols", "int", options.cols, "The board's columns.");
  doc.add_integer("weighted", "bool", options.unweighted ? 0 : 1,
                  "Whether a cost counts coins flipped (true) or moves (false).");
  doc.add_integer(
      "states", "std::uint32_t", static_cast<std::int64_t>(board.state_count()),
      "States 0 .. states - 1: cell k (row-major) is bit cells - 1 - k, 1 for T; HHHTTTHHH is 56.");
  doc.add_integer("reachable_states", "std::uint32_t",
                  static_cast<std::int64_t>(solution.reachable_count()),
                  "How many states can reach all tails.");
  doc.add_integer("unreachable", "unsigned", ctp::search::unreachable<std::uint8_t>,
                  "The cost of a state that cannot reach all tails.");
  doc.add_integers("flip_masks", "std::uint32_t", std::move(masks),
                   "The coins a move at cell k flips: k and its orthogonal neighbours.");
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
                cli::with_commas(solution.reachable_count()), cli::with_commas(board.state_count()),
                cells - shift, cells - shift, (std::uint64_t{1} << shift) - 1));
  doc.add_bytes("costs", std::move(costs),
                "The least cost of the board at each entry, one byte each.");
  doc.add_bytes("moves", std::move(moves),
                "The cell of the canonical next move of the board at each entry: the smallest "
                "(cost, index) among the optimal next boards; 255 for all tails.");
  if (shift != 0)
    doc.add_bytes("last_cells", std::move(last_cells),
                  "The last index_shift cells of the board at each entry, as the low bits of a "
                  "board.");
  doc.problems = {
      {"state_outside_the_table",
       "cost, reachable, next or for_each_on_path of a board >= states: not a board of this "
       "table."},
      {"text_is_not_a_board", "parse(text) of a text that is not one H or T a cell."}};
  const std::string differ =
      shift == 0
          ? R"(// 0: every board is the board of its entry (see index_shift).
constexpr unsigned differ(std::uint32_t) { return 0; }
)"
          : R"(// 0 when board is the board of its entry (it can reach all tails), and not 0 when it is not:
// its last index_shift cells XOR those of last_cells. Precondition: board < states. One load.
constexpr unsigned differ(std::uint32_t board) {
  return (board & ((1u << index_shift) - 1u)) ^ byte_at(last_cells, board >> index_shift);
}
)";
  const std::string misses =
      R"(
// 0 when board is the board of its entry, unreachable (255, a byte of ones) when it is not, so
// that `byte | misses(board)` is the entry's byte or 255: differ is below 2^index_shift, and
// adding 2^index_shift - 1 carries into bit index_shift unless it is 0. No branch.
constexpr unsigned misses(std::uint32_t board) {
  return (0u - ((differ(board) + (1u << index_shift) - 1u) >> index_shift)) & unreachable;
}
)";
  doc.accessors =
      "namespace detail {\n\n" + differ + misses + "\n}  // namespace detail\n\n" +
      unchecked_namespace(
          R"(// The least cost from board to all tails, or unreachable. Precondition: board < states. The
// entry's cost, or unreachable where board is not the entry's board: no branch, and a second
// load (last_cells) only where some boards cannot reach all tails.
constexpr unsigned cost(std::uint32_t board) {
  return detail::byte_at(costs, board >> index_shift) | detail::misses(board);
}

// Whether all tails can be reached from board. Precondition: board < states. At most one load.
constexpr bool reachable(std::uint32_t board) { return detail::differ(board) == 0; }

// The next board on the canonical optimal path (board itself for all tails or unreachable).
// Precondition: board < states. The loads of reachable, the move and the move's mask.
constexpr std::uint32_t next(std::uint32_t board) {
  if (detail::differ(board) != 0) return board;  // a branch that a path of boards always takes
  const unsigned cell = detail::byte_at(moves, board >> index_shift);
  return cell == 255 ? board : board ^ flip_masks[cell];
}

// Calls f(b) for every board b of the canonical optimal path from board to all tails, both ends
// included; nothing when board cannot reach all tails. Precondition: board < states.
template <class F>
constexpr void for_each_on_path(std::uint32_t board, F&& f) {
  if (!reachable(board)) return;
  f(board);
  while (cost(board) != 0) {
    board = next(board);
    f(board);
  }
}
)") + R"(// The least cost from board to all tails, or unreachable; empty when board >= states (in a
// constant expression, a compile error naming state_outside_the_table). A compare and a load.
constexpr std::optional<unsigned> cost(std::uint32_t board) {
  if (board >= states) {
    if (std::is_constant_evaluated()) detail::state_outside_the_table();
    return std::nullopt;
  }
  return unchecked::cost(board);
}

// Whether board is a state and all tails can be reached from it (false when board >= states; in
// a constant expression, a compile error naming state_outside_the_table). A compare and a load.
constexpr bool reachable(std::uint32_t board) {
  if (board >= states) {
    if (std::is_constant_evaluated()) detail::state_outside_the_table();
    return false;
  }
  return unchecked::reachable(board);
}

// The next board on the canonical optimal path (board itself for all tails or unreachable);
// empty when board >= states (in a constant expression, a compile error naming
// state_outside_the_table). A compare and two loads.
constexpr std::optional<std::uint32_t> next(std::uint32_t board) {
  if (board >= states) {
    if (std::is_constant_evaluated()) detail::state_outside_the_table();
    return std::nullopt;
  }
  return unchecked::next(board);
}

// How many states there are: 0 .. state_count() - 1.
constexpr std::uint32_t state_count() { return states; }

// How many states can reach all tails.
constexpr std::uint32_t reachable_count() { return reachable_states; }

// Calls f(b) for every board b of the canonical optimal path from board to all tails, both ends
// included; nothing when board cannot reach all tails or board >= states (in a constant
// expression, a compile error naming state_outside_the_table). The library's tables return the
// path in a container (path(board)); this header needs nothing but the standard library and
// allocates nothing, and a path has no fixed length to size an array by, so it hands the boards
// to f.
template <class F>
constexpr void for_each_on_path(std::uint32_t board, F&& f) {
  if (board >= states) {
    if (std::is_constant_evaluated()) detail::state_outside_the_table();
    return;
  }
  unchecked::for_each_on_path(board, f);
}

// The board written as H and T, cell 0 first; empty when the text is not one H or T a cell (in a
// constant expression, a compile error naming text_is_not_a_board). Only a board parses, so
// cost(*parse(text)) is always a state's cost.
constexpr std::optional<std::uint32_t> parse(std::string_view text) {
  const std::size_t cells = static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols);
  bool board_text = text.size() == cells;
  std::uint32_t board = 0;
  for (const char coin : text) {
    board_text = board_text && (coin == 'H' || coin == 'T');
    board = (board << 1) | (coin == 'T' ? 1u : 0u);
  }
  if (!board_text) {
    if (std::is_constant_evaluated()) detail::text_is_not_a_board();
    return std::nullopt;
  }
  return board;
}
)";
  return doc;
}

}  // namespace ctp::gen
