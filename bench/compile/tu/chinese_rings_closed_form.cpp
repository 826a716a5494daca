// Compile-time cost of taking SIZE Chinese rings off by the closed form, the binary-reflected Gray
// code (ctp::with_closed_form::).
#include "ctp/chinese_rings/with_closed_form.hpp"

constexpr auto moves = ctp::with_closed_form::rings_remove_moves<SIZE>();
static_assert(moves.size() == ctp::rings_move_count(SIZE) && moves.back().ring == SIZE &&
              !moves.back().up);
