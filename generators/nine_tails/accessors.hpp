// Nine tails (Liang, "The Weighted Nine Tails Problem"): the accessors of the headers `ctp-gen
// nine-tails` writes, as C++ that is formatted, tidied and compiled.
//
// Not a header to include: ctp-gen embeds this file when it is built and copies each region
// between two `//! [name]` lines into the header it writes, after the table's data and the shared
// accessors (generators/headers/accessors.hpp: detail::byte_at, state, state_text, state_at). A
// region uses the names the header declares before it and the standard headers it includes.
// tests/tables/accessors_nine_tails.cpp compiles this file after small tables of the same names,
// one whose boards all reach all tails and one where only some do.
#ifndef CTP_GENERATORS_NINE_TAILS_ACCESSORS_HPP_INCLUDED
#define CTP_GENERATORS_NINE_TAILS_ACCESSORS_HPP_INCLUDED

// A nine tails table's accessors. The header declares before them: rows, cols, index_type, and in
// detail: state_count, reachable_count, goal, flip_masks, index_shift, costs, next_moves,
// last_cells (empty when index_shift is 0) and move_texts.
//! [nine_tails]
namespace detail {

CTP_TABLE_CONSTEXPR bool is_state(index_type i) { return i < state_count; }

// The byte of costs and next_moves for no answer: a board that cannot reach all tails, or no move.
inline constexpr unsigned no_answer = 255;

// 0 when board is the board of its entry (it can reach all tails), and not 0 when it is not: its
// last index_shift cells XOR those of last_cells. Where index_shift is 0, every board is the board
// of its entry, and there is nothing to load. Precondition: board < state_count. At most one load.
CTP_TABLE_CONSTEXPR unsigned differ(index_type board) {
  if constexpr (index_shift == 0) {
    return 0;
  } else {
    return (board & ((1u << index_shift) - 1u)) ^ byte_at(last_cells, board >> index_shift);
  }
}

// 0 when board is the board of its entry, no_answer (255, a byte of ones) when it is not, so that
// `byte | misses(board)` is the entry's byte or 255: differ is below 2^index_shift, and adding
// 2^index_shift - 1 carries into bit index_shift unless it is 0. No branch.
CTP_TABLE_CONSTEXPR unsigned misses(index_type board) {
  return (0u - ((differ(board) + (1u << index_shift) - 1u) >> index_shift)) & no_answer;
}

}  // namespace detail

// One move: flip the coin at a cell (0 .. rows * cols - 1, row by row), a head, and its orthogonal
// neighbours. Made by next_move only, so that move_text never reads past its texts.
class move {
 public:
  constexpr move(detail::checked /*key*/, unsigned cell) : cell_(cell) {}

  // The cell of the move: 0 .. rows * cols - 1, row by row.
  [[nodiscard]] constexpr unsigned cell() const { return cell_; }

  friend constexpr bool operator==(move, move) = default;

 private:
  unsigned cell_;
};

// How many states there are: the boards of rows * cols coins, indices 0 .. state_count() - 1.
constexpr std::uint64_t state_count() { return detail::state_count; }

// How many states can reach all tails.
constexpr std::uint64_t reachable_count() { return detail::reachable_count; }

// All tails, the goal.
constexpr state goal() { return state(detail::checked{}, detail::goal); }

// The least cost from s to all tails; empty when s cannot reach all tails. The entry's cost, or
// 255 where s is not the entry's board: no branch, one load, and a second (last_cells) only
// where some boards cannot reach all tails.
CTP_TABLE_CONSTEXPR std::optional<unsigned> cost(state s) {
  const unsigned c =
      detail::byte_at(detail::costs, s.index() >> detail::index_shift) | detail::misses(s.index());
  if (c == detail::no_answer) return std::nullopt;
  return c;
}

// Whether all tails can be reached from s. At most one load.
CTP_TABLE_CONSTEXPR bool reachable(state s) { return detail::differ(s.index()) == 0; }

// The canonical next move from s on an optimal path: the smallest (cost, index) among the optimal
// next boards, as the library's solvers choose; empty at all tails and where s cannot reach them.
CTP_TABLE_CONSTEXPR std::optional<move> next_move(state s) {
  if (detail::differ(s.index()) != 0) return std::nullopt;
  const unsigned cell = detail::byte_at(detail::next_moves, s.index() >> detail::index_shift);
  if (cell == detail::no_answer) return std::nullopt;
  return move(detail::checked{}, cell);
}

// The board after the canonical next move from s; empty at all tails and where s cannot reach
// them.
CTP_TABLE_CONSTEXPR std::optional<state> next(state s) {
  const std::optional<move> m = next_move(s);
  if (!m) return std::nullopt;
  return state(detail::checked{}, s.index() ^ detail::flip_masks[m->cell()]);
}

// Calls f(b) for every board b of the canonical optimal path from s to all tails, both ends
// included; nothing when s cannot reach all tails. The library's tables return the path in a
// container (path(state)); this header needs nothing but the standard library and allocates
// nothing, and a path has no fixed length to size an array by, so it hands the boards to f.
template <class F>
constexpr void for_each_on_path(state s, F&& f) {
  if (!reachable(s)) return;
  for (std::optional<state> b = s; b; b = next(*b)) f(*b);
}

// The board written as H and T, cell 0 first (HHHTTTHHH); empty when the text is not one H or T a
// cell.
CTP_TABLE_CONSTEXPR std::optional<state> parse(std::string_view text) {
  return detail::parse_letters(text, 'H', 'T');
}

// The text of s, as parse reads it: H and T, cell 0 first.
constexpr state_text text(state s) { return detail::letters_text(s, 'H', 'T'); }

// The text of a move: its cell's row and column, counted from 1 ("row 2, column 3").
constexpr std::string_view move_text(move m) { return detail::move_texts[m.cell()]; }
//! [nine_tails]

#endif  // CTP_GENERATORS_NINE_TAILS_ACCESSORS_HPP_INCLUDED
