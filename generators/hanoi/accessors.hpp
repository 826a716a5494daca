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

// Every Hanoi table's accessors. The header declares before them: move_count and moves, and the
// problem move_index_past_the_last_move.
//! [hanoi]
// The unchecked forms: the same names as the checked ones below, without their check. Each states
// its precondition; an argument outside it reads outside the table (undefined behaviour).
namespace unchecked {

// The letter of move k (counted from 0). Precondition: k < move_count. One load.
constexpr char move_at(std::uint64_t k) { return static_cast<char>(detail::byte_at(moves, k)); }

}  // namespace unchecked

// The letter of move k (counted from 0); empty when k >= move_count (in a constant expression,
// a compile error naming move_index_past_the_last_move). A compare and a load.
constexpr std::optional<char> move_at(std::uint64_t k) {
  if (k >= move_count) {
    if (std::is_constant_evaluated()) detail::move_index_past_the_last_move();
    return std::nullopt;
  }
  return unchecked::move_at(k);
}
//! [hanoi]

// The accessors of a table with names of one's own (--names), after those of every table. The
// header declares before them: names, the three names that stand for A, B and C.
//! [hanoi_names]
namespace unchecked {

// The name of move k (counted from 0). Precondition: k < move_count. Two loads.
constexpr std::string_view move_name_at(std::uint64_t k) {
  return names[static_cast<std::size_t>(detail::byte_at(moves, k) - 'A')];
}

}  // namespace unchecked

// The name of move k (counted from 0); empty when k >= move_count (in a constant expression, a
// compile error naming move_index_past_the_last_move). A compare and two loads.
constexpr std::optional<std::string_view> move_name_at(std::uint64_t k) {
  if (k >= move_count) {
    if (std::is_constant_evaluated()) detail::move_index_past_the_last_move();
    return std::nullopt;
  }
  return unchecked::move_name_at(k);
}
//! [hanoi_names]

#endif  // CTP_GENERATORS_HANOI_ACCESSORS_HPP_INCLUDED
