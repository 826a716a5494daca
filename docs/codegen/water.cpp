// The code a generated water table's lookups compile to at -O2 (docs/generated_headers.md),
// checked by scripts/capture_codegen.py as hanoi.cpp explains. The cups' contents and the amount
// become an index with one multiply-add a cup and one for the amount, then one load, the cost
// (and -1 for a byte of 254 or 255, never).
#include <ctp/tables/water_3_5_8.hpp>

#include <array>

namespace table = ctp::tables::water_3_5_8;

extern "C" {
// codegen: no call, no loop
int water_cost_unchecked(int a, int b, int c, int amount) {
  return table::unchecked::cost(std::array{a, b, c}, amount);
}
// codegen: no call, no loop
int water_cost_checked(int a, int b, int c, int amount) {
  return table::cost(std::array{a, b, c}, amount).value_or(-2);
}
}
