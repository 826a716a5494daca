// compilers: gcc clang
// docs/course/10_closed_forms.md: the library's move_at refuses a move that the solution does not
// have.
#include "ctp/hanoi.hpp"

//! [past-the-end]
static_assert(ctp::hanoi_move_at(3, 7) == 'B');  // three discs make moves 0 to 6
//! [past-the-end]
