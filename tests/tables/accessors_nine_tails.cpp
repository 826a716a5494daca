// Nine tails (Liang's weighted nine tails problem): the accessors ctp-gen copies into every nine
// tails header (generators/nine_tails/accessors.hpp), with the shared ones before them
// (generators/headers/accessors.hpp), compiled on their own after a small stand-in table whose
// every board is the board of its entry (index_shift 0, last_cells empty);
// accessors_nine_tails_some_boards.cpp compiles them after one where some boards are not.
#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string_view>
#include <type_traits>

namespace every_board {

// A 1 x 2 board of which every board is the board of its entry (made up: the accessors only
// read it).
using index_type = std::uint32_t;
inline constexpr int rows = 1;
inline constexpr int cols = 2;

namespace detail {
inline constexpr index_type state_count = 4;
inline constexpr index_type reachable_count = 4;
inline constexpr index_type goal = 3;
inline constexpr std::size_t text_capacity = 2;
inline constexpr std::array<index_type, 2> flip_masks{{3, 3}};
inline constexpr std::array<std::string_view, 2> move_texts{{"row 1, column 1", "row 1, column 2"}};
inline constexpr int index_shift = 0;
inline constexpr char costs[5] = "\003\003\003\000";
inline constexpr char next_moves[5] = "\000\000\000\377";
inline constexpr char last_cells[1] = "";
}  // namespace detail

// In the order a header has them: the shared accessors, then the puzzle's.
#include "headers/accessors.hpp"

#include "nine_tails/accessors.hpp"

}  // namespace every_board

namespace {

namespace table = every_board;

// Every board of the table is reachable, and its cost is its entry's; the move at cell 0 flips
// both coins.
static_assert(table::reachable(*table::state_at(0)) && table::cost(*table::state_at(0)) == 3u);
static_assert(table::next(*table::parse("HH")) == table::goal());
static_assert(table::move_text(*table::next_move(*table::parse("HH"))) == "row 1, column 1");
static_assert(table::text(*table::state_at(1)).view() == "HT");
static_assert(!table::next(table::goal()) && !table::state_at(4) && !table::parse("HX"));

}  // namespace
