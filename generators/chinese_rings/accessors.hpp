// The Chinese rings (the Chinese Ring Puzzle applet by jwalker): the accessors of the headers
// `ctp-gen rings` writes, as C++ that is formatted, tidied and compiled.
//
// Not a header to include: ctp-gen embeds this file when it is built and copies each region
// between two `//! [name]` lines into the header it writes, after the table's data. A region uses
// the names the header declares before it (its data, `detail::byte_at` and the functions that name
// the bad arguments) and the standard headers it includes. tests/tables/accessors_chinese_rings.cpp
// compiles this file after a small table of the same names.
#ifndef CTP_GENERATORS_CHINESE_RINGS_ACCESSORS_HPP_INCLUDED
#define CTP_GENERATORS_CHINESE_RINGS_ACCESSORS_HPP_INCLUDED

// A rings table's accessors. The header declares before them: rings, index_type, and in detail:
// move_count, moves, state_bytes, path, text_capacity and move_texts.
//! [rings]
namespace detail {

CTP_TABLE_CONSTEXPR bool is_state(index_type i) { return (i >> rings) == 0; }

}  // namespace detail

// One move: a ring goes up or down; the fields of ctp::rings_move. Made by move_at only, so that
// move_text never reads past its texts.
class move {
 public:
  constexpr move(detail::checked /*key*/, int ring, bool up) : ring_(ring), up_(up) {}

  // The ring that moves: 1 (the head of the list) to rings (the free end).
  [[nodiscard]] constexpr int ring() const { return ring_; }

  // Whether it goes up (onto the bar) rather than down.
  [[nodiscard]] constexpr bool up() const { return up_; }

  friend constexpr bool operator==(move, move) = default;

 private:
  int ring_;
  bool up_;
};

// How many moves there are: 1, 2, 5, 10, 21, ... (OEIS A000975) for 1, 2, 3, 4, 5, ... rings.
constexpr std::uint64_t move_count() { return detail::move_count; }

// How many states there are: 2^rings, indices 0 .. state_count() - 1, bit rings - i set iff ring
// i is up.
constexpr std::uint64_t state_count() { return std::uint64_t{1} << rings; }

namespace unchecked {

// Move k, without move_at's check. Precondition: k < move_count(); any other k reads outside the
// table (undefined behaviour). One load.
CTP_TABLE_CONSTEXPR move move_at(index_type k) {
  const unsigned char byte = detail::byte_at(detail::moves, k);
  return move(detail::checked{}, byte & 0x7f, (byte & 0x80) != 0);
}

// The state after k moves, without state_after's check. Precondition: k <= move_count(); any
// other k reads outside the table (undefined behaviour). One load a byte of a state.
CTP_TABLE_CONSTEXPR state state_after(index_type k) {
  const auto bytes = static_cast<std::uint64_t>(detail::state_bytes);
  index_type index = 0;
  for (std::uint64_t b = bytes; b-- != 0;)
    index = (index << 8) | detail::byte_at(detail::path, (k * bytes) + b);
  return state(detail::checked{}, index);
}

}  // namespace unchecked

// Move k (counted from 0); empty when k < 0 or k >= move_count(). k is any integer type, its value
// checked before any conversion (detail::is_below). A compare and a load.
template <class Index>
CTP_TABLE_CONSTEXPR std::optional<move> move_at(Index k) {
  if (!detail::is_below(k, detail::move_count)) return std::nullopt;
  return unchecked::move_at(detail::to_index(k));
}

// The state after k moves, k = 0 .. move_count(); empty when k < 0 or k > move_count(), checked
// as move_at checks k. A compare and the loads.
template <class Index>
CTP_TABLE_CONSTEXPR std::optional<state> state_after(Index k) {
  if (!detail::is_below(k, detail::move_count + 1)) return std::nullopt;
  return unchecked::state_after(detail::to_index(k));
}

// The state written as U (up) and D (down), ring 1 first (UUDUD); empty when the text is not one
// U or D a ring.
CTP_TABLE_CONSTEXPR std::optional<state> parse(std::string_view text) {
  return detail::parse_letters(text, 'D', 'U');
}

// The text of s, as parse reads it and ctp rings --path prints it.
constexpr state_text text(state s) { return detail::letters_text(s, 'D', 'U'); }

// The text of a move, as ctp rings prints it: "ring 3 down".
constexpr std::string_view move_text(move m) {
  return detail::move_texts[(2 * static_cast<std::size_t>(m.ring() - 1)) + (m.up() ? 1 : 0)];
}
//! [rings]

#endif  // CTP_GENERATORS_CHINESE_RINGS_ACCESSORS_HPP_INCLUDED
