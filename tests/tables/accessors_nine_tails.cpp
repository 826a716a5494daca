// Nine tails (Liang's weighted nine tails problem): the accessors ctp-gen copies into every nine
// tails header (generators/nine_tails/accessors.hpp), compiled on their own after a small stand-in
// table whose every board is the board of its entry (index_shift 0, last_cells empty);
// accessors_nine_tails_some_boards.cpp compiles them after one where some boards are not.
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <type_traits>

namespace every_board {

// A 1 x 2 board of which every board is the board of its entry (made up: the accessors only
// read it).
inline constexpr int rows = 1;
inline constexpr int cols = 2;
inline constexpr std::uint32_t states = 4;
inline constexpr std::uint32_t reachable_states = 4;
inline constexpr unsigned unreachable = 255;
inline constexpr std::array<std::uint32_t, 2> flip_masks{{3, 3}};
inline constexpr int index_shift = 0;
inline constexpr char costs[5] = "\003\003\003\000";
inline constexpr char moves[5] = "\000\000\000\377";
inline constexpr char last_cells[1] = "";

namespace detail {
template <std::size_t N>
constexpr unsigned char byte_at(const char (&bytes)[N], std::uint64_t i) {
  return static_cast<unsigned char>(bytes[i]);
}
inline void state_outside_the_table() {}
inline void text_is_not_a_board() {}
}  // namespace detail

#include "nine_tails/accessors.hpp"

}  // namespace every_board

namespace {

// Every board of the table is reachable, and its cost is its entry's.
static_assert(every_board::reachable(0) && every_board::cost(0) == 3u);
static_assert(every_board::next(0) == 3u && every_board::parse("TT") == 3u);

}  // namespace
