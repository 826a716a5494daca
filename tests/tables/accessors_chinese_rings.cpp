// The Chinese rings (jwalker's applet): the accessors ctp-gen copies into every rings header
// (generators/chinese_rings/accessors.hpp), with the shared ones before them
// (generators/headers/accessors.hpp), compiled on their own after a small stand-in table.
#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string_view>
#include <type_traits>

namespace stand_in {

// What a rings header declares before the accessors, for 2 rings taken off: ring 1 down, then
// ring 2 (a state of one byte a state, bit 2 - i for ring i).
using index_type = std::uint32_t;
inline constexpr int rings = 2;

namespace detail {
inline constexpr std::size_t text_capacity = 2;
inline constexpr std::uint64_t move_count = 2;
inline constexpr char moves[3] = "\001\002";
inline constexpr int state_bytes = 1;
inline constexpr char path[4] = "\003\001";
inline constexpr std::array<std::string_view, 4> move_texts{
    {"ring 1 down", "ring 1 up", "ring 2 down", "ring 2 up"}};
}  // namespace detail

// In the order a header has them: the shared accessors, then the puzzle's.
#include "headers/accessors.hpp"

#include "chinese_rings/accessors.hpp"

}  // namespace stand_in

namespace {

namespace table = stand_in;

// The accessors read the table they are given: each move's ring and direction, each state's
// bytes (the last one the literal's closing 0), and the text of both.
static_assert(table::move_at(1)->ring() == 2 && !table::move_at(1)->up());
static_assert(table::move_text(*table::move_at(1)) == "ring 2 down");
static_assert(table::state_after(0)->index() == 3 && table::unchecked::state_after(2).index() == 0);
static_assert(table::text(*table::state_after(1)).view() == "DU");
static_assert(table::parse("DU") == table::state_after(1) && !table::parse("DUU"));
static_assert(table::state_count() == 4 && !table::state_at(4) && !table::state_after(3));

}  // namespace
