// Nine tails (Liang's weighted nine tails problem): the accessors ctp-gen copies into every nine
// tails header (generators/nine_tails/accessors.hpp), with the shared ones before them, compiled
// on their own after a small stand-in table whose entries each stand for two boards, only one of
// which can reach all tails.
#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string_view>
#include <type_traits>

namespace some_boards {

// A 1 x 2 board whose one move flips both cells (made up: the accessors only read it): HT and
// TH can never reach all tails, so the entry of a board is its first cell, and last_cells tells
// HH (entry 0) and TT (entry 1) from the other two.
using index_type = std::uint32_t;
inline constexpr int rows = 1;
inline constexpr int cols = 2;

namespace detail {
inline constexpr index_type state_count = 4;
inline constexpr index_type reachable_count = 2;
inline constexpr index_type goal = 3;
inline constexpr std::size_t text_capacity = 2;
inline constexpr std::array<index_type, 2> flip_masks{{3, 3}};
inline constexpr std::array<std::string_view, 2> move_texts{{"row 1, column 1", "row 1, column 2"}};
inline constexpr int index_shift = 1;
inline constexpr char costs[3] = "\002";
inline constexpr char next_moves[3] = "\000\377";
inline constexpr char last_cells[3] = "\000\001";
}  // namespace detail

// In the order a header has them: the shared accessors, then the puzzle's.
#include "headers/accessors.hpp"

#include "nine_tails/accessors.hpp"

}  // namespace some_boards

namespace {

namespace table = some_boards;

// HH and TT are the boards of their entries, HT and TH are not.
static_assert(table::cost(*table::parse("HH")) == 2u &&
              table::next(*table::parse("HH")) == table::goal());
static_assert(!table::reachable(*table::parse("HT")) && !table::cost(*table::parse("TH")));
static_assert(!table::next(*table::parse("TH")) && !table::next_move(*table::parse("HT")));
static_assert(table::reachable(table::goal()) && table::cost(table::goal()) == 0u);

}  // namespace
