// Towers of Hanoi (Peelle's closed form): the accessors ctp-gen copies into every Hanoi header
// (generators/hanoi/accessors.hpp), compiled on their own after a small stand-in table, with names.
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <type_traits>

namespace stand_in {

// What a Hanoi header with names declares before the accessors, for 2 discs.
inline constexpr std::uint64_t move_count = 3;
inline constexpr char moves[4] = "ABC";
inline constexpr std::array<std::string_view, 3> names{{"hop", "skip", "jump"}};

namespace detail {
template <std::size_t N>
constexpr unsigned char byte_at(const char (&bytes)[N], std::uint64_t i) {
  return static_cast<unsigned char>(bytes[i]);
}
inline void move_index_past_the_last_move() {}
}  // namespace detail

#include "hanoi/accessors.hpp"

}  // namespace stand_in

namespace {

// The accessors read the table they are given: move k's letter and its name.
static_assert(stand_in::move_at(1) == 'B' && stand_in::unchecked::move_at(2) == 'C');
static_assert(stand_in::move_name_at(0) == "hop" && stand_in::unchecked::move_name_at(2) == "jump");

}  // namespace
