// The rules of nine tails on an R x C board (Liang, "The Weighted Nine Tails Problem"): coins H
// or T, a move at a head flips it and its orthogonal neighbours, weighted by the coins flipped.
#ifndef CTP_NINE_TAILS_RULES_HPP_INCLUDED
#define CTP_NINE_TAILS_RULES_HPP_INCLUDED

#include <bit>
#include <cstdint>
#include <optional>

#include "ctp/detail/reject.hpp"

namespace ctp {

// The most cells a board may have: 5 x 5, 33,554,432 states (the generator's largest table).
inline constexpr int nine_tails_max_cells = 25;

// A board state: bit (cells - 1 - k) is 1 iff cell k (row-major, cell 0 top-left) shows T, so
// cell 0 is the most significant bit: HHHTTTHHH is 56 and TTTTTTTTT, the goal, is 511.
using nine_tails_state = std::uint32_t;

// What a solution minimises: the number of coins flipped (Liang's weighted model) or the number
// of moves (his NineTailModel).
enum class nine_tails_model : unsigned char { weighted, unweighted };

// The shape of a board: rows x cols cells, 1 to 25 of them.
struct nine_tails_shape {
  int rows;  // 1 to 25
  int cols;  // 1 to 25, rows * cols at most 25

  // How many cells: rows * cols.
  constexpr int cells() const noexcept { return rows * cols; }
  // How many states: 2^cells().
  constexpr std::uint64_t state_count() const noexcept { return std::uint64_t{1} << cells(); }
  // The goal: every coin tails.
  constexpr nine_tails_state all_tails() const noexcept {
    return static_cast<nine_tails_state>(state_count() - 1);
  }
  // The bit of cell k.
  constexpr nine_tails_state bit(int cell) const noexcept {
    return nine_tails_state{1} << (cells() - 1 - cell);
  }
  // The coins a move at cell k flips: k and its orthogonal neighbours.
  constexpr nine_tails_state flip_mask(int cell) const noexcept {
    const int row = cell / cols, col = cell % cols;
    nine_tails_state mask = bit(cell);
    if (row > 0) mask |= bit(cell - cols);
    if (row + 1 < rows) mask |= bit(cell + cols);
    if (col > 0) mask |= bit(cell - 1);
    if (col + 1 < cols) mask |= bit(cell + 1);
    return mask;
  }
  // The weight of a move at cell k: how many coins it flips (3, 4 or 5 on a board of 3 x 3 or
  // more).
  constexpr int weight(int cell) const noexcept { return std::popcount(flip_mask(cell)); }
  // A move at cell k is legal only when cell k shows heads.
  constexpr bool is_legal(nine_tails_state state, int cell) const noexcept {
    return (state & bit(cell)) == 0;
  }
  // The cell of the legal move that leads from state a to state b, the smallest if several do
  // (on 1 x 2 both moves flip both coins); empty when none does.
  constexpr std::optional<int> move_between(nine_tails_state a, nine_tails_state b) const noexcept {
    for (int cell = 0; cell != cells(); ++cell)
      if (is_legal(a, cell) && (a ^ flip_mask(cell)) == b) return cell;
    return std::nullopt;
  }
  // Equal when every member is equal.
  friend constexpr bool operator==(const nine_tails_shape&, const nine_tails_shape&) = default;
};

// The shape of Liang's board: 3 x 3.
inline constexpr nine_tails_shape nine_tails_shape_3x3{3, 3};

// True iff the shape has 1 to 25 cells.
constexpr bool nine_tails_valid(nine_tails_shape shape) noexcept {
  return shape.rows >= 1 && shape.cols >= 1 && shape.rows <= nine_tails_max_cells &&
         shape.cols <= nine_tails_max_cells && shape.cells() <= nine_tails_max_cells;
}

namespace detail {
// Rejects a bad board (detail::reject): a compile error inside a constant expression, whose
// line names the problem; an exception at run time.
constexpr void require_nine_tails_shape(nine_tails_shape shape) {
  if (!nine_tails_valid(shape))
    detail::reject("ctp: a nine tails board has 1 to 25 cells (at most 5x5)");
}
}  // namespace detail

}  // namespace ctp

#endif  // CTP_NINE_TAILS_RULES_HPP_INCLUDED
