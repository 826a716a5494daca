// What the checked lookup compiles to at -O2: one compare and a
// skip before the same load, no call and no loop. The claim line
// above the function states it; scripts/capture_codegen.py checks
// it and keeps the assembly beside this file.
#include <cstdint>

#include <ctp/tables/hanoi_10.hpp>

//! [one-compare]
namespace table = ctp::tables::hanoi_10;

extern "C" {
// codegen: no call, no loop
char move_checked(std::uint32_t k) {
  const auto move = table::move_at(k);  // empty: k > 1022
  return move ? move->letter() : '?';
}
}
//! [one-compare]

int main() {
  const bool refused = move_checked(1023) == '?';
  return refused && move_checked(0) == 'A' ? 0 : 1;
}
