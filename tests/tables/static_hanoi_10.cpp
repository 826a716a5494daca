// The committed 10-disc Hanoi table is proven equal to the compiler's own solution, and every
// move legal when replayed on real pegs.
#include <cstdint>
#include <string_view>

#include "ctp/hanoi.hpp"
#include "ctp/tables/hanoi_10.hpp"

namespace table = ctp::tables::hanoi_10;

static_assert(ctp::hanoi_moves<10>() == std::string_view(table::moves, table::move_count));
static_assert(ctp::hanoi_replay({table::moves, table::move_count}, table::discs) ==
              ctp::hanoi_replay_result{true, 0, true});
static_assert(table::move_at(0) == 'A' && table::move_at(1022) == 'C');

// The unchecked form answers every move as the checked one does.
constexpr bool unchecked_agrees() {
  for (std::uint64_t k = 0; k != table::move_count; ++k)
    if (table::move_at(k) != table::unchecked::move_at(k)) return false;
  return true;
}
static_assert(unchecked_agrees());
