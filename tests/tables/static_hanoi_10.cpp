// The committed 10-disc Hanoi table is proven equal to the compiler's own solution, and every
// move legal when replayed on real pegs.
#include <string_view>

#include "ctp/hanoi.hpp"
#include "ctp/tables/hanoi_10.hpp"

namespace table = ctp::tables::hanoi_10;

static_assert(std::string_view(table::moves, table::move_count) == ctp::hanoi_moves<10>().view());
static_assert(ctp::hanoi_replay({table::moves, table::move_count}, table::discs) ==
              ctp::hanoi_replay_result{true, 0, true});
static_assert(table::move_at(0) == 'A' && table::move_at(1022) == 'C');
