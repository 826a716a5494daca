// Compile-time cost of Towers of Hanoi by class template recursion (ctp::with_class_templates),
// SIZE discs.
#include "ctp/hanoi/with_class_templates.hpp"

constexpr auto moves = ctp::with_class_templates::hanoi_moves<SIZE>();
static_assert(moves.size() == (1u << SIZE) - 1 && moves[moves.size() / 2] == 'B');
