// The code a generated water table's lookups compile to at -O2 (docs/generated_headers.md),
// checked by scripts/capture_codegen.py as hanoi.cpp explains. A state's index is its contents
// read as a mixed-radix number; cost adds the amount as one more digit and loads the cost (-1:
// never). The checked way in, state_at, first compares the index with the table's size and loads
// its byte for amount 0 to see that the start reaches it.
#include <ctp/tables/water_3_5_8.hpp>

#include <cstdint>
#include <optional>

namespace table = ctp::tables::water_3_5_8;

extern "C" {
// codegen: no call, no loop
int water_cost_unchecked(std::uint32_t index, int amount) {
  const std::optional<unsigned> cost = table::cost(table::unchecked::state_at(index), amount);
  return cost ? static_cast<int>(*cost) : -1;
}
// codegen: no call, no loop
int water_cost_checked(std::uint32_t index, int amount) {
  const std::optional<table::state> s = table::state_at(index);
  if (!s) return -2;
  const std::optional<unsigned> cost = table::cost(*s, amount);
  return cost ? static_cast<int>(*cost) : -1;
}
}
