// Compile-time cost of taking SIZE Chinese rings off by the objects, the applet's RingList
// (ctp::with_objects::).
#include "ctp/chinese_rings/with_objects.hpp"

constexpr auto moves = ctp::with_objects::rings_remove_moves<SIZE>();
static_assert(moves.size() == ctp::rings_move_count(SIZE) && moves.back().ring == SIZE &&
              !moves.back().up);
