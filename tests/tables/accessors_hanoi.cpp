// Towers of Hanoi (Peelle's closed form): the accessors ctp-gen copies into every Hanoi header
// (generators/hanoi/accessors.hpp), with the shared ones before them
// (generators/headers/accessors.hpp), compiled on their own after a small stand-in table, with
// names.
#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string_view>
#include <type_traits>

#include "ctp/detail/whole_number.hpp"

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

namespace {

// The shared accessors' number check (generators/headers/accessors.hpp): every integer type, of
// every width and both signs, is a number; bool, the character types and floating point are not,
// so a checked function given one stops at its static_assert (tests/tables/fail_*_double.cpp,
// _bool, _char). std::int8_t and std::uint8_t are signed and unsigned char: numbers.
__extension__ using int128 = __int128;
__extension__ using uint128 = unsigned __int128;
namespace detail = stand_in::detail;
static_assert(detail::is_whole_number<int> && detail::is_whole_number<unsigned long long> &&
              detail::is_whole_number<int128> && detail::is_whole_number<uint128> &&
              detail::is_whole_number<std::int8_t> && detail::is_whole_number<std::uint8_t> &&
              detail::is_whole_number<short>);
static_assert(!detail::is_whole_number<bool> && !detail::is_whole_number<char> &&
              !detail::is_whole_number<wchar_t> && !detail::is_whole_number<char8_t> &&
              !detail::is_whole_number<char16_t> && !detail::is_whole_number<char32_t> &&
              !detail::is_whole_number<float> && !detail::is_whole_number<double> &&
              !detail::is_whole_number<long double> && !detail::is_whole_number<const char*>);

// is_below compares the value, at each width's edge.
static_assert(detail::is_below(2, 3) && !detail::is_below(3, 3) && !detail::is_below(-1, 3));
static_assert(!detail::is_below(std::uint64_t{1} << 32, detail::index_end) &&
              detail::is_below((std::uint64_t{1} << 32) - 1, detail::index_end));
static_assert(!detail::is_below(std::numeric_limits<std::int64_t>::min(), 3) &&
              !detail::is_below(std::numeric_limits<std::uint64_t>::max(), 3));
static_assert(!detail::is_below((int128{1} << 64) + 2, 3) &&
              !detail::is_below(-(int128{1} << 64), 3) && !detail::is_below(uint128{0} - 1, 3) &&
              detail::is_below(int128{2}, 3) && detail::is_below(uint128{2}, 3));

// The library's checked functions take their numbers by the same rule, which a generated header
// cannot include (include/ctp/detail/whole_number.hpp): the two agree type by type, and number
// by number at each width's edge.
template <class... Numbers>
constexpr bool same_whole_numbers =
    ((detail::is_whole_number<Numbers> == ctp::detail::is_whole_number<Numbers>) && ...);
static_assert(same_whole_numbers<int, unsigned long long, int128, uint128, std::int8_t,
                                 std::uint8_t, short, bool, char, wchar_t, char8_t, char16_t,
                                 char32_t, float, double, long double, const char*>);
constexpr bool same_below(auto number) {
  return detail::is_below(number, 3) == ctp::detail::is_below(number, 3);
}
static_assert(same_below(2) && same_below(3) && same_below(-1) &&
              same_below(std::uint64_t{1} << 32) && same_below((std::uint64_t{1} << 32) + 2) &&
              same_below(std::numeric_limits<std::int64_t>::min()) &&
              same_below(std::numeric_limits<std::uint64_t>::max()) &&
              same_below((int128{1} << 64) + 2) && same_below(-(int128{1} << 64)) &&
              same_below(uint128{0} - 1) && same_below(int128{2}) && same_below(uint128{2}));

}  // namespace
