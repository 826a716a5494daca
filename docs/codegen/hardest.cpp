// The code a generated hardest-puzzles table's lookups compile to at -O2
// (docs/generated_headers.md), checked by scripts/capture_codegen.py as hanoi.cpp explains.
#include <ctp/tables/water_hardest_3_12.hpp>

namespace table = ctp::tables::water_hardest_3_12;

extern "C" {
// codegen: no branch
int hardest_goal_unchecked(int i) { return table::unchecked::puzzle_at(i).goal_amount; }
// codegen: no call, no loop
int hardest_goal_checked(int i) {
  const auto puzzle = table::puzzle_at(i);
  return puzzle ? puzzle->goal_amount : 0;
}
}
