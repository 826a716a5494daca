// Compile-time cost of taking SIZE Chinese rings off by Boost.Hana (ctp::with_hana::).
#include "ctp/chinese_rings/with_hana.hpp"

constexpr auto moves = ctp::with_hana::rings_remove_moves<SIZE>();
static_assert(moves.size() == ctp::rings_move_count(SIZE) && moves.back().ring == SIZE &&
              !moves.back().up);
