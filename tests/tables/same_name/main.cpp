// tables.same_name.*: two different tables named clash::board, one in each of two units of one
// program, built at -O0 and at -O2. Each header's inline namespace carries its identity, so each
// unit keeps its own symbols: before it, the program crashed at -O0 and answered the 4 x 4 board
// 0 with 17 at -O2 (an ODR violation). Prints each fact that fails, and exits 1 if any does.
#include <cstdio>

#include "board.hpp"

namespace {

int failures = 0;

void fact(bool holds, const char* what) {
  if (holds) return;
  std::printf("fails: %s\n", what);
  ++failures;
}

}  // namespace

int main() {
  fact(state_count_3x3() == 512, "the 3 x 3 table has 512 states");
  fact(state_count_4x4() == 65536, "the 4 x 4 table has 65,536 states");
  fact(cost_3x3(56) == 8, "3 x 3: HHHTTTHHH costs 8");
  fact(cost_4x4(0) == 16, "4 x 4: all heads costs 16");
  fact(cost_4x4(65535) == 0, "4 x 4: all tails costs 0");
  fact(cost_4x4(1) == 255, "4 x 4: board 1 cannot reach all tails");
  return failures == 0 ? 0 : 1;
}
