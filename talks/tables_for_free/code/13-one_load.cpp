// What a lookup compiles to at -O2: the unchecked form is one
// load, and with a constant argument the compiler answers itself.
// Each `// codegen:` line states what the function below it must
// compile to; scripts/capture_codegen.py checks it and keeps the
// assembly beside this file.
#include <cstdint>

#include <ctp/tables/hanoi_10.hpp>

//! [one-load]
namespace table = ctp::tables::hanoi_10;

extern "C" {
// codegen: no branch
char move_unchecked(std::uint32_t k) {
  return table::unchecked::move_at(k).letter();
}
// codegen: constant
char move_folded() {
  const auto move = table::move_at(511);  // B
  return move ? move->letter() : '?';
}
}
//! [one-load]

static_assert(table::move_at(511).value().letter() == 'B');

int main() {
  const bool folded = move_folded() == 'B';
  return folded && move_unchecked(0) == 'A' ? 0 : 1;
}
