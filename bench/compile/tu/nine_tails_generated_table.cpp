// Compile-time cost of using a committed generated table (ctp-gen's string literals) instead of
// solving: the nine tails table of a board of SIZE cells (9: 3x3, 16: 4x4).
#if SIZE == 9
#include "ctp/tables/nine_tails_3x3.hpp"
namespace table = ctp::tables::nine_tails_3x3;
static_assert(table::cost(*table::state_at(56)) == 8u &&
              table::next(*table::state_at(56)) == table::state_at(0b000101111u));
#elif SIZE == 16
#include "ctp/tables/nine_tails_4x4.hpp"
namespace table = ctp::tables::nine_tails_4x4;
#else
#error "ctp: only the 3x3 and 4x4 nine tails tables are committed (SIZE 9 or 16)"
#endif
static_assert(table::cost(table::goal()) == 0u);
