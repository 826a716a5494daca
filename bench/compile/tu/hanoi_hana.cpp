// Compile-time cost of Towers of Hanoi in Boost.Hana (ctp::with_hana), SIZE discs.
#include "ctp/hanoi/with_hana.hpp"

constexpr auto moves = ctp::with_hana::hanoi_moves<SIZE>();
static_assert(moves.size() == (1u << SIZE) - 1 && moves[moves.size() / 2] == 'B');
