// The code a generated Chinese rings table's lookups compile to at -O2
// (docs/generated_headers.md), checked by scripts/capture_codegen.py as hanoi.cpp explains.
#include <ctp/tables/rings_10.hpp>

#include <cstdint>
#include <optional>

namespace table = ctp::tables::rings_10;

extern "C" {
// codegen: no branch
int rings_move_unchecked(std::uint32_t k) { return table::unchecked::move_at(k).ring(); }
// codegen: no call, no loop
int rings_move_checked(std::uint32_t k) {
  const std::optional<table::move> move = table::move_at(k);
  return move ? move->ring() : 0;
}
// codegen: no branch
std::uint32_t rings_state_unchecked(std::uint32_t k) {
  return table::unchecked::state_after(k).index();
}
}
