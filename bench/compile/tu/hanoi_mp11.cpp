// Compile-time cost of Towers of Hanoi in Boost.MP11 (ctp::with_mp11), SIZE discs.
#include "ctp/hanoi/with_mp11.hpp"

constexpr auto moves = ctp::with_mp11::hanoi_moves<SIZE>();
static_assert(moves.size() == (1u << SIZE) - 1 && moves[moves.size() / 2] == 'B');
