// Compile-time cost of taking SIZE Chinese rings off by class template recursion
// (ctp::with_class_templates::).
#include "ctp/chinese_rings/with_class_templates.hpp"

constexpr auto moves = ctp::with_class_templates::rings_remove_moves<SIZE>();
static_assert(moves.size() == ctp::rings_move_count(SIZE) && moves.back().ring == SIZE &&
              !moves.back().up);
