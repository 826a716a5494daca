// Towers of Hanoi (Peelle's closed form): the accessors ctp-gen copies into every Hanoi header
// (generators/hanoi/accessors.hpp), with the shared ones before them
// (generators/headers/accessors.hpp), compiled on their own after a small stand-in table, with
// names.
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace stand_in {

// What a Hanoi header with names declares before the accessors, for 2 discs.
using index_type = std::uint32_t;

namespace detail {
inline constexpr std::uint64_t move_count = 3;
inline constexpr char moves[4] = "ABC";
inline constexpr std::array<std::string_view, 3> move_texts{{"hop", "skip", "jump"}};
// A Hanoi header has no states, and no [state] region; this file includes the whole of the shared
// accessors, whose [state] region needs these two names.
inline constexpr std::size_t text_capacity = 1;
constexpr bool is_state(index_type) { return false; }
}  // namespace detail

// In the order a header has them: the shared accessors, then the puzzle's.
#include "headers/accessors.hpp"

#include "hanoi/accessors.hpp"

}  // namespace stand_in

namespace {

namespace table = stand_in;

// The accessors read the table they are given: move k's letter and its name.
static_assert(table::move_at(1)->letter() == 'B' && table::unchecked::move_at(2).letter() == 'C');
static_assert(table::move_text(*table::move_at(0)) == "hop");
static_assert(table::move_text(table::unchecked::move_at(2)) == "jump");
static_assert(table::move_count() == 3 && !table::move_at(3));

}  // namespace
