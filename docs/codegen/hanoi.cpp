// The code a generated Hanoi table's lookups compile to at -O2 (docs/generated_headers.md). Each
// `// codegen:` line states what the function below it must compile to; scripts/capture_codegen.py
// checks it with both compilers and keeps the assembly in hanoi.<compiler>.txt.
#include <ctp/tables/hanoi_10.hpp>

#include <cstdint>

namespace table = ctp::tables::hanoi_10;

extern "C" {
// codegen: no branch
char hanoi_move_unchecked(std::uint64_t k) { return table::unchecked::move_at(k); }
// codegen: no call, no loop
char hanoi_move_checked(std::uint64_t k) { return table::move_at(k).value_or('?'); }
// codegen: constant
char hanoi_move_folded() { return *table::move_at(511); }
}
