// compilers: gcc clang
// errors: 1
// docs/course/16_zero_cost.md: a value known only at run time used where a constant expression is
// needed.
#include <array>
#include <cstdint>

constexpr std::array<char, 3> period = {'B', 'A', 'C'};

//! [run-time-index]
char letter_at(std::uint32_t k) {
  constexpr char letter = period[k % 3];
  return letter;
}
//! [run-time-index]
