// The code a generated nine tails table's lookups compile to at -O2 (docs/generated_headers.md),
// checked by scripts/capture_codegen.py as hanoi.cpp explains. A board number becomes a state
// either way in: state_at checks it, unchecked::state_at trusts it; cost never checks again.
#include <ctp/tables/nine_tails_3x3.hpp>
#include <ctp/tables/nine_tails_4x4.hpp>

#include <cstdint>
#include <optional>

namespace table = ctp::tables::nine_tails_3x3;
namespace four = ctp::tables::nine_tails_4x4;  // an entry for each of the first 12 cells

extern "C" {
// codegen: no branch
unsigned nine_tails_cost_unchecked(std::uint32_t board) {
  return table::cost(table::unchecked::state_at(board)).value_or(255);
}
// codegen: no call, no loop
unsigned nine_tails_cost_checked(std::uint32_t board) {
  const std::optional<table::state> s = table::state_at(board);
  return s ? table::cost(*s).value_or(255) : 255;
}
// codegen: no call, no loop
std::uint32_t nine_tails_next_unchecked(std::uint32_t board) {
  const table::state s = table::unchecked::state_at(board);
  return table::next(s).value_or(s).index();
}
// codegen: no branch
unsigned nine_tails_4x4_cost_unchecked(std::uint32_t board) {
  return four::cost(four::unchecked::state_at(board)).value_or(255);
}
// codegen: constant
unsigned nine_tails_cost_folded() {
  const std::optional<table::state> s = table::state_at(56);  // HHHTTTHHH
  return s ? table::cost(*s).value_or(255) : 255;
}
}
