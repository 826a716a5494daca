// Compile-time cost of Towers of Hanoi by Peelle's closed form (ctp::with_closed_form), SIZE discs.
#include "ctp/hanoi/with_closed_form.hpp"

constexpr auto moves = ctp::with_closed_form::hanoi_moves<SIZE>();
static_assert(moves.size() == (1u << SIZE) - 1 && moves[moves.size() / 2] == 'B');
