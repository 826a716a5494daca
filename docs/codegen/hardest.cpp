// The code a generated hardest-puzzles table's lookups compile to at -O2
// (docs/generated_headers.md), checked by scripts/capture_codegen.py as hanoi.cpp explains.
#include <ctp/tables/water_hardest_3_12.hpp>

#include <cstdint>
#include <optional>

namespace table = ctp::tables::water_hardest_3_12;

extern "C" {
// codegen: no branch
int hardest_goal_unchecked(std::uint32_t i) { return table::unchecked::puzzle_at(i).goal_amount; }
// codegen: no call, no loop
int hardest_goal_checked(std::uint32_t i) {
  const std::optional<table::puzzle> puzzle = table::puzzle_at(i);
  return puzzle ? puzzle->goal_amount : 0;
}
}
