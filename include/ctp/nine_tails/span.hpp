// Nine tails (Liang, "The Weighted Nine Tails Problem"): which boards can reach all tails, by
// linear algebra over GF(2). A move XORs its flip mask into the board, so a sequence of moves
// changes the board by a sum of masks, and only the masks' span (their XOR combinations) can
// separate a board from all tails: at most 2^rank boards reach all tails, where rank is the
// rank of the masks over GF(2). The solvers show that every board of the span does reach it,
// heads-only rule and all: the tests prove it for every board of 1 to 16 cells and for 5 x 5.
#ifndef CTP_NINE_TAILS_SPAN_HPP_INCLUDED
#define CTP_NINE_TAILS_SPAN_HPP_INCLUDED

#include <bit>
#include <cstdint>

#include "ctp/nine_tails/rules.hpp"

namespace ctp {

namespace detail {

// A basis of the shape's flip masks in echelon form: basis[b] is the vector whose leading bit is
// b, or 0 when there is none; rank counts the vectors.
struct nine_tails_echelon {
  nine_tails_state basis[nine_tails_max_cells]{};
  int rank = 0;
};

// The echelon basis of the shape's flip masks, by Gaussian elimination, one mask at a time:
// 1. keep a basis with at most one vector per leading bit;
// 2. reduce the new mask by the basis vector of its leading bit while there is one;
// 3. what is left is either zero (the mask was a sum of earlier ones) or a new basis vector.
constexpr nine_tails_echelon nine_tails_span_echelon(nine_tails_shape shape) {
  require_nine_tails_shape(shape);
  nine_tails_echelon echelon;
  for (int cell = 0; cell != shape.cells(); ++cell) {
    nine_tails_state mask = shape.flip_mask(cell);
    while (mask != 0) {
      const unsigned lead = std::bit_width(mask) - 1u;
      if (echelon.basis[lead] == 0) {
        echelon.basis[lead] = mask;
        ++echelon.rank;
        break;
      }
      mask ^= echelon.basis[lead];
    }
  }
  return echelon;
}

}  // namespace detail

// The rank over GF(2) of the shape's flip masks, one a cell: 9 of 9 for 3 x 3, 12 of 16 for
// 4 x 4, 23 of 25 for 5 x 5. Throws std::invalid_argument (`ctp: a nine tails board has 1 to 25
// cells (at most 5x5)`) for any other shape.
constexpr int nine_tails_move_rank(nine_tails_shape shape) {
  return detail::nine_tails_span_echelon(shape).rank;
}

// Whether the boards that can reach all tails differ in their first rank cells (rank =
// nine_tails_move_rank(shape)): then each value of those cells belongs to exactly one of them,
// and its last cells - rank cells are fixed, so a table of those boards needs one entry for each
// value of the first cells (board >> (cells - rank)) and those last cells to tell a board of the
// span from the others (what ctp-gen nine-tails writes). It holds when the leading bits of the
// echelon basis are the top rank bits: a nonzero sum of masks then flips one of the first rank
// cells at least (the highest leading bit in the sum), so no two boards of the span agree on all
// of them. True for every shape of 1 to 25 cells (the tests prove it for each); throws
// std::invalid_argument for any other shape, as nine_tails_move_rank.
constexpr bool nine_tails_first_cells_decide(nine_tails_shape shape) {
  const detail::nine_tails_echelon echelon = detail::nine_tails_span_echelon(shape);
  for (int lead = shape.cells() - echelon.rank; lead != shape.cells(); ++lead)
    if (echelon.basis[lead] == 0) return false;
  return true;
}

// How many boards the moves' span holds, 2^rank: the boards that can reach all tails (4,096 of
// the 65,536 of 4 x 4).
constexpr std::uint64_t nine_tails_span_size(nine_tails_shape shape) {
  return std::uint64_t{1} << nine_tails_move_rank(shape);
}

}  // namespace ctp

#endif  // CTP_NINE_TAILS_SPAN_HPP_INCLUDED
