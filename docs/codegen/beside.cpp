// The code a 4 x 4 nine tails table's lookups compile to at -O2 when its bytes are beside its
// header (ctp-gen --data beside; docs/generated_headers.md): the same loads as with the bytes in
// the header (nine_tails.cpp), each addressed from the instruction pointer, as the bytes' symbols
// are hidden: no indirection through the global offset table. The object holds none of the bytes.
// Each `// codegen:` line states what the function below it must compile to;
// scripts/capture_codegen.py checks it with both compilers and keeps the assembly in
// beside.<compiler>.txt.
#include <demo/nine_tails_4x4_beside.hpp>

#include <cstdint>
#include <optional>

namespace table = demo::nine_tails_4x4_beside;

extern "C" {
// codegen: no branch
unsigned beside_cost_unchecked(std::uint32_t board) {
  return table::cost(table::unchecked::state_at(board)).value_or(255);
}
// codegen: no call, no loop
unsigned beside_cost_checked(std::uint32_t board) {
  const std::optional<table::state> s = table::state_at(board);
  return s ? table::cost(*s).value_or(255) : 255;
}
}
