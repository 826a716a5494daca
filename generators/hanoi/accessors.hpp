// Towers of Hanoi (Peelle's closed form, "Towers of Hanoi, Simplified in J"): the accessors of the
// headers `ctp-gen hanoi` writes, as C++ that is formatted, tidied and compiled.
//
// Not a header to include: ctp-gen embeds this file when it is built and copies each region
// between two `//! [name]` lines into the header it writes, after the table's data. A region uses
// the names the header declares before it (its data, `detail::byte_at` and the function that names
// the bad argument) and the standard headers it includes. tests/tables/accessors_hanoi.cpp compiles
// this file after a small table of the same names.
#ifndef CTP_GENERATORS_HANOI_ACCESSORS_HPP_INCLUDED
#define CTP_GENERATORS_HANOI_ACCESSORS_HPP_INCLUDED

// Every Hanoi table's accessors. The header declares before them: index_type, and in detail:
// move_count, moves and move_texts.
//! [hanoi]
// One move: A = START-PARK, B = START-GOAL, C = PARK-GOAL (a move names two pegs; the legal
// direction is implied). Made by move_at only, so that move_text never reads past its texts.
class move {
 public:
  constexpr move(detail::checked /*key*/, char letter) : letter_(letter) {}

  // The move's letter: A, B or C.
  [[nodiscard]] constexpr char letter() const { return letter_; }

  friend constexpr bool operator==(move, move) = default;

 private:
  char letter_;
};

// How many moves there are: 2^discs - 1.
constexpr std::uint64_t move_count() { return detail::move_count; }

// Move k (counted from 0); empty when k < 0 or k >= move_count(). k is any integer type, its value
// checked before any conversion (detail::is_below). A compare and a load.
template <class Index>
CTP_TABLE_CONSTEXPR std::optional<move> move_at(Index k) {
  if (!detail::is_below(k, detail::move_count)) return std::nullopt;
  return move(detail::checked{},
              static_cast<char>(detail::byte_at(detail::moves, detail::to_index(k))));
}

namespace unchecked {

// Move k, without move_at's check. Precondition: k < move_count(); any other k reads outside the
// table (undefined behaviour). One load.
CTP_TABLE_CONSTEXPR move move_at(index_type k) {
  return move(detail::checked{}, static_cast<char>(detail::byte_at(detail::moves, k)));
}

}  // namespace unchecked

// The text of a move: its letter, or the name that stands for it (ctp-gen hanoi --names).
constexpr std::string_view move_text(move m) {
  return detail::move_texts[static_cast<std::size_t>(m.letter() - 'A')];
}
//! [hanoi]

#endif  // CTP_GENERATORS_HANOI_ACCESSORS_HPP_INCLUDED
