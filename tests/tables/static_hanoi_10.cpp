// The committed 10-disc Hanoi table is proven equal to the compiler's own solution, and every
// move legal when replayed on real pegs.
#include <array>
#include <cstdint>
#include <string_view>

#include "ctp/hanoi.hpp"
#include "ctp/tables/hanoi_10.hpp"
#include "wide_numbers.hpp"

namespace {

namespace table = ctp::tables::hanoi_10;

// The table's moves as text, one letter each, through move_at and move_text. A char array, not a
// std::string: clang cannot evaluate libstdc++ 12's std::string.
struct letters_text {
  std::array<char, 1023> chars{};
  [[nodiscard]] constexpr std::string_view view() const { return {chars.data(), chars.size()}; }
};
constexpr letters_text letters() {
  letters_text text;
  for (std::uint32_t k = 0; k != table::move_count(); ++k)
    text.chars[k] = table::move_text(*table::move_at(k))[0];
  return text;
}

// The unchecked form answers every move as the checked one does.
constexpr bool unchecked_agrees() {
  for (std::uint32_t k = 0; k != table::move_count(); ++k)
    if (table::move_at(k) != table::unchecked::move_at(k)) return false;
  return true;
}

}  // namespace

static_assert(ctp::hanoi_moves<10>() == letters().view());
static_assert(ctp::hanoi_replay(letters().view(), table::discs) ==
              ctp::hanoi_replay_result{true, 0, true});
static_assert(table::move_count() == 1023 && table::discs == 10);
static_assert(table::move_at(0)->letter() == 'A' && table::move_at(1022)->letter() == 'C');
static_assert(!table::move_at(1023));
static_assert(unchecked_agrees());

// A move's number is checked as the value it is, of any integer type: 2^32 + 5 is no move 5, nor
// is 2^64 + 5 as an __int128, nor -1 the last move (tests/support/wide_numbers.hpp).
static_assert(wide::only_k_answers(5, [](auto k) { return table::move_at(k).has_value(); }));
static_assert(table::move_at(std::uint64_t{5}) == table::move_at(5));
