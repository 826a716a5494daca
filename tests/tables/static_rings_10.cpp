// The committed 10-ring table is proven equal to the compiler's own solution, each state to the
// replay of the moves before it, and every move legal under the rule of jwalker's applet.
#include <cstdint>

#include "ctp/chinese_rings.hpp"
#include "ctp/tables/rings_10.hpp"
#include "wide_numbers.hpp"

namespace {

namespace table = ctp::tables::rings_10;

constexpr bool matches_solution() {
  constexpr auto solved = ctp::rings_remove_moves<10>();
  if (table::move_count() != solved.size()) return false;
  ctp::rings_state state = ctp::rings_all_up(table::rings);
  for (std::uint32_t k = 0; k != table::move_count(); ++k) {
    const ctp::rings_move move{table::move_at(k)->ring(), table::move_at(k)->up()};
    if (table::unchecked::move_at(k) != *table::move_at(k)) return false;
    if (table::unchecked::state_after(k) != *table::state_after(k)) return false;
    if (move != solved[k] || table::state_after(k)->index() != state) return false;
    if (table::text(*table::state_after(k)).view() != ctp::rings_text<10>(state).view())
      return false;
    if (!ctp::rings_is_legal(table::rings, state, move)) return false;
    state = ctp::rings_apply(table::rings, state, move);
  }
  return state == 0 && table::state_after(table::move_count())->index() == 0;
}

}  // namespace

static_assert(matches_solution());
static_assert(table::move_count() == 682 && table::state_count() == 1024);

// Past the end, and bad text, is an empty answer.
static_assert(!table::move_at(682) && !table::state_after(683));
static_assert(!table::parse("UUUUUUUUUX") && !table::parse("UUU") && !table::state_at(1024));

// Text both ways, and a move's text, as ctp rings and ctp rings --path print them.
static_assert(table::parse("UUUUUUUUUU")->index() == 1023);
static_assert(table::text(*table::state_after(1)).view() == "UUUUUUUUDU");
static_assert(table::parse("UUUUUUUUDU") == table::state_after(1));
static_assert(table::move_text(*table::move_at(0)) == "ring 9 down");

// A number is checked as the value it is, of any integer type: 2^32 + 5 is no move 5, and no state
// after 5 moves, nor is 2^64 + 5 as an __int128, nor -1 the last (tests/support/wide_numbers.hpp).
static_assert(wide::only_k_answers(5, [](auto k) { return table::move_at(k).has_value(); }));
static_assert(wide::only_k_answers(682, [](auto k) { return table::state_after(k).has_value(); }));
static_assert(wide::only_k_answers(1023, [](auto k) { return table::state_at(k).has_value(); }));
