// The committed 10-ring table is proven equal to the compiler's own solution, each state to the
// replay of the moves before it, and every move legal under the rule of jwalker's applet.
#include <cstdint>

#include "ctp/chinese_rings.hpp"
#include "ctp/tables/rings_10.hpp"

namespace {

namespace table = ctp::tables::rings_10;

constexpr bool matches_solution() {
  constexpr auto solved = ctp::rings_remove_moves<10>();
  if (table::move_count != solved.size()) return false;
  ctp::rings_state state = ctp::rings_all_up(table::rings);
  for (std::uint64_t k = 0; k != table::move_count; ++k) {
    const ctp::rings_move move{table::move_at(k)->ring, table::move_at(k)->up};
    if (table::unchecked::move_at(k).ring != move.ring || table::unchecked::state_after(k) != state)
      return false;
    if (move != solved[k] || table::state_after(k) != state) return false;
    if (!ctp::rings_is_legal(table::rings, state, move)) return false;
    state = ctp::rings_apply(table::rings, state, move);
  }
  return state == 0 && table::state_after(table::move_count) == 0;
}

}  // namespace

static_assert(matches_solution());
