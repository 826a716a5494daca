// expect: ctp: packed hanoi letters have bytes only at run time: index them
// The closed form's letters are words: a constant expression may index, iterate and compare
// them, but view() reads the words' bytes, which only a program at run time may do.
#include "ctp/hanoi.hpp"

#include <string_view>

constexpr auto moves = ctp::hanoi_moves<3>();
static_assert(moves[0] == 'B' && moves == "BACBACB");
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr std::string_view letters = moves.view();
#endif
