// The course's lesson 16 (docs/course/16_zero_cost.md): answers computed by the compiler are
// constants and loads in the machine code. Each `// codegen:` line states what the function below
// it must compile to at -O2; scripts/capture_codegen.py checks it with both compilers and keeps
// the assembly in course_16_zero_cost.<compiler>.txt.
#include <array>
#include <cstddef>
#include <cstdint>

#include "ctp/hanoi.hpp"
#include "../examples/course_peelle.hpp"  // hanoi(out, first, second, third, discs), lesson 1

//! [functions]
// Lesson 1's count of moves.
constexpr std::uint64_t move_count(int discs) {
  if (discs == 0) return 0;
  return 2 * move_count(discs - 1) + 1;
}

// The letters for 10 discs, computed by the compiler into read-only data.
constexpr auto ten_discs = [] {
  std::array<char, 1023> letters{};
  hanoi(letters.data(), 'A', 'B', 'C', 10);
  return letters;
}();

extern "C" {
// codegen: constant
std::uint64_t moves_for_twenty() {
  constexpr std::uint64_t moves = move_count(20);  // a constant expression: the compiler's work
  return moves;
}
// codegen: constant
char closed_form_move() { return ctp::hanoi_move_at(63, 1'000'000'000'000); }
// codegen: no branch
char letter_at(std::uint32_t k) { return ten_discs[k]; }  // k below 1023
// codegen: no call, no loop
char checked_letter_at(std::uint32_t k) { return k < ten_discs.size() ? ten_discs[k] : '?'; }
}
//! [functions]
