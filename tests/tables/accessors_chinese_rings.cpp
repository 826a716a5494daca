// The Chinese rings (jwalker's applet): the accessors ctp-gen copies into every rings header
// (generators/chinese_rings/accessors.hpp), compiled on their own after a small stand-in table.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <type_traits>

namespace stand_in {

// What a rings header declares before the accessors, for 2 rings taken off: ring 1 down, then
// ring 2 (a state of one byte a state, bit 2 - i for ring i).
inline constexpr std::uint64_t move_count = 2;
inline constexpr char moves[3] = "\001\002";
inline constexpr int state_bytes = 1;
inline constexpr char states[4] = "\003\001";

namespace detail {
template <std::size_t N>
constexpr unsigned char byte_at(const char (&bytes)[N], std::uint64_t i) {
  return static_cast<unsigned char>(bytes[i]);
}
inline void move_index_past_the_last_move() {}
inline void state_index_past_the_last_state() {}
}  // namespace detail

#include "chinese_rings/accessors.hpp"

}  // namespace stand_in

namespace {

// The accessors read the table they are given: each move's ring and direction, each state's
// bytes (the last one the literal's closing 0).
static_assert(stand_in::move_at(1)->ring == 2 && !stand_in::move_at(1)->up);
static_assert(stand_in::state_after(0) == 3 && stand_in::unchecked::state_after(2) == 0);

}  // namespace
