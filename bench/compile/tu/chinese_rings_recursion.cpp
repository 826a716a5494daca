// Compile-time cost of taking SIZE Chinese rings off by the recursion on a state
// (ctp::with_recursion::).
#include "ctp/chinese_rings/with_recursion.hpp"

constexpr auto moves = ctp::with_recursion::rings_remove_moves<SIZE>();
static_assert(moves.size() == ctp::rings_move_count(SIZE) && moves.back().ring == SIZE &&
              !moves.back().up);
