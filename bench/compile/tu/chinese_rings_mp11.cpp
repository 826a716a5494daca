// Compile-time cost of taking SIZE Chinese rings off by Boost.MP11 (ctp::with_mp11::).
#include "ctp/chinese_rings/with_mp11.hpp"

constexpr auto moves = ctp::with_mp11::rings_remove_moves<SIZE>();
static_assert(moves.size() == ctp::rings_move_count(SIZE) && moves.back().ring == SIZE &&
              !moves.back().up);
