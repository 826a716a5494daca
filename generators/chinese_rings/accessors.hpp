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

// A rings table's accessors. The header declares before them: move_count, moves, state_bytes and
// states, and the problems move_index_past_the_last_move and state_index_past_the_last_state.
//! [rings]
// One move: ring `ring` (1 to rings) goes up or down; the fields of ctp::rings_move.
struct ring_move {
  int ring;
  bool up;
};

// The unchecked forms: the same names as the checked ones below, without their check. Each states
// its precondition; an argument outside it reads outside the table (undefined behaviour).
namespace unchecked {

// Move k (counted from 0). Precondition: k < move_count. One load.
constexpr ring_move move_at(std::uint64_t k) {
  const unsigned char byte = detail::byte_at(moves, k);
  return {byte & 0x7f, (byte & 0x80) != 0};
}

// The state after k moves. Precondition: k <= move_count. One load a byte of a state (state_bytes).
constexpr std::uint64_t state_after(std::uint64_t k) {
  const auto bytes = static_cast<std::uint64_t>(state_bytes);
  std::uint64_t state = 0;
  for (std::uint64_t b = bytes; b-- != 0;)
    state = (state << 8) | detail::byte_at(states, (k * bytes) + b);
  return state;
}

}  // namespace unchecked

// Move k (counted from 0); empty when k >= move_count (in a constant expression, a compile error
// naming move_index_past_the_last_move). A compare and a load.
constexpr std::optional<ring_move> move_at(std::uint64_t k) {
  if (k >= move_count) {
    if (std::is_constant_evaluated()) detail::move_index_past_the_last_move();
    return std::nullopt;
  }
  return unchecked::move_at(k);
}

// The state after k moves, k = 0 .. move_count; empty when k > move_count (in a constant
// expression, a compile error naming state_index_past_the_last_state). A compare and the loads.
constexpr std::optional<std::uint64_t> state_after(std::uint64_t k) {
  if (k > move_count) {
    if (std::is_constant_evaluated()) detail::state_index_past_the_last_state();
    return std::nullopt;
  }
  return unchecked::state_after(k);
}
//! [rings]

#endif  // CTP_GENERATORS_CHINESE_RINGS_ACCESSORS_HPP_INCLUDED
