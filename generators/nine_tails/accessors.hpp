// Nine tails (Liang, "The Weighted Nine Tails Problem"): the accessors of the headers `ctp-gen
// nine-tails` writes, as C++ that is formatted, tidied and compiled.
//
// Not a header to include: ctp-gen embeds this file when it is built and copies each region
// between two `//! [name]` lines into the header it writes, after the table's data. A region uses
// the names the header declares before it (its data, `detail::byte_at` and the functions that name
// the bad arguments) and the standard headers it includes. tests/tables/accessors_nine_tails.cpp
// compiles this file after small tables of the same names, one whose boards all reach all tails
// and one where only some do.
#ifndef CTP_GENERATORS_NINE_TAILS_ACCESSORS_HPP_INCLUDED
#define CTP_GENERATORS_NINE_TAILS_ACCESSORS_HPP_INCLUDED

// A nine tails table's accessors. The header declares before them: rows, cols, states,
// reachable_states, unreachable, flip_masks, index_shift, costs, moves and last_cells (empty when
// index_shift is 0), and the problems state_outside_the_table and text_is_not_a_board.
//! [nine_tails]
namespace detail {

// 0 when board is the board of its entry (it can reach all tails), and not 0 when it is not: its
// last index_shift cells XOR those of last_cells. Where index_shift is 0, every board is the board
// of its entry, and there is nothing to load. Precondition: board < states. At most one load.
constexpr unsigned differ(std::uint32_t board) {
  if constexpr (index_shift == 0) {
    return 0;
  } else {
    return (board & ((1u << index_shift) - 1u)) ^ byte_at(last_cells, board >> index_shift);
  }
}

// 0 when board is the board of its entry, unreachable (255, a byte of ones) when it is not, so
// that `byte | misses(board)` is the entry's byte or 255: differ is below 2^index_shift, and
// adding 2^index_shift - 1 carries into bit index_shift unless it is 0. No branch.
constexpr unsigned misses(std::uint32_t board) {
  return (0u - ((differ(board) + (1u << index_shift) - 1u) >> index_shift)) & unreachable;
}

}  // namespace detail

// The unchecked forms: the same names as the checked ones below, without their check. Each states
// its precondition; an argument outside it reads outside the table (undefined behaviour).
namespace unchecked {

// The least cost from board to all tails, or unreachable. Precondition: board < states. The
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

}  // namespace unchecked

// The least cost from board to all tails, or unreachable; empty when board >= states (in a
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
//! [nine_tails]

#endif  // CTP_GENERATORS_NINE_TAILS_ACCESSORS_HPP_INCLUDED
