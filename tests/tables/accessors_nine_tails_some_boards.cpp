// Nine tails (Liang's weighted nine tails problem): the accessors ctp-gen copies into every nine
// tails header (generators/nine_tails/accessors.hpp), compiled on their own after a small stand-in
// table whose entries each stand for two boards, only one of which can reach all tails.
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <type_traits>

namespace some_boards {

// A 1 x 2 board whose one move flips both cells (made up: the accessors only read it): HT and
// TH can never reach all tails, so the entry of a board is its first cell, and last_cells tells
// HH (entry 0) and TT (entry 1) from the other two.
inline constexpr int rows = 1;
inline constexpr int cols = 2;
inline constexpr std::uint32_t states = 4;
inline constexpr std::uint32_t reachable_states = 2;
inline constexpr unsigned unreachable = 255;
inline constexpr std::array<std::uint32_t, 2> flip_masks{{3, 3}};
inline constexpr int index_shift = 1;
inline constexpr char costs[3] = "\002";
inline constexpr char moves[3] = "\000\377";
inline constexpr char last_cells[3] = "\000\001";

namespace detail {
template <std::size_t N>
constexpr unsigned char byte_at(const char (&bytes)[N], std::uint64_t i) {
  return static_cast<unsigned char>(bytes[i]);
}
inline void state_outside_the_table() {}
inline void text_is_not_a_board() {}
}  // namespace detail

#include "nine_tails/accessors.hpp"

}  // namespace some_boards

namespace {

// HH and TT are the boards of their entries, HT and TH are not.
static_assert(some_boards::cost(0) == 2u && some_boards::next(0) == 3u);
static_assert(!some_boards::reachable(1) && some_boards::cost(2) == some_boards::unreachable);
static_assert(some_boards::reachable(3) && some_boards::cost(3) == 0u);

}  // namespace
