// Compile-time cost of Towers of Hanoi by plain constexpr recursion (ctp::with_recursion), SIZE
// discs.
#include "ctp/hanoi/with_recursion.hpp"

constexpr auto moves = ctp::with_recursion::hanoi_moves<SIZE>();
static_assert(moves.size() == (1u << SIZE) - 1 && moves[moves.size() / 2] == 'B');
