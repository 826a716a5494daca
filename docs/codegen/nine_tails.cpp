// The code a generated nine tails table's lookups compile to at -O2 (docs/generated_headers.md),
// checked by scripts/capture_codegen.py as hanoi.cpp explains.
#include <ctp/tables/nine_tails_3x3.hpp>
#include <ctp/tables/nine_tails_4x4.hpp>

#include <cstdint>

namespace table = ctp::tables::nine_tails_3x3;
namespace four = ctp::tables::nine_tails_4x4;  // an entry for each of the first 12 cells

extern "C" {
// codegen: no branch
unsigned nine_tails_cost_unchecked(std::uint32_t board) { return table::unchecked::cost(board); }
// codegen: no call, no loop
unsigned nine_tails_cost_checked(std::uint32_t board) { return table::cost(board).value_or(255); }
// codegen: no call, no loop
std::uint32_t nine_tails_next_unchecked(std::uint32_t board) {
  return table::unchecked::next(board);
}
// codegen: no branch
unsigned nine_tails_4x4_cost_unchecked(std::uint32_t board) { return four::unchecked::cost(board); }
// codegen: constant
unsigned nine_tails_cost_folded() { return table::cost(56).value_or(255); }  // HHHTTTHHH
}
