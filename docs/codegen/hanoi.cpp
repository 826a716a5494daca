// The code a generated Hanoi table's lookups compile to at -O2 (docs/generated_headers.md). Each
// `// codegen:` line states what the function below it must compile to; scripts/capture_codegen.py
// checks it with both compilers and keeps the assembly in hanoi.<compiler>.txt.
#include <ctp/tables/hanoi_10.hpp>

#include <cstdint>
#include <optional>

namespace table = ctp::tables::hanoi_10;

extern "C" {
// codegen: no branch
char hanoi_move_unchecked(std::uint32_t k) { return table::unchecked::move_at(k).letter(); }
// codegen: no call, no loop
char hanoi_move_checked(std::uint32_t k) {
  const std::optional<table::move> move = table::move_at(k);
  return move ? move->letter() : '?';
}
// codegen: constant
char hanoi_move_folded() { return table::move_at(511)->letter(); }
}
