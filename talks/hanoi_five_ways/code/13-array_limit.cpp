// compilers: clang
// errors: 1
// Why the cap is 20 discs: clang++ refuses, in a constant
// evaluation, any array of more elements than its step budget,
// 2^20. Twenty discs are 2^20 - 1 letters and a terminator;
// twenty-one would be twice that.
#include <cstddef>

//! [array]
constexpr std::size_t letters(std::size_t count) {
  char* text = new char[count];
  delete[] text;
  return count;
}
static_assert(letters(std::size_t{1} << 20) > 0);
constexpr auto too_long = letters((std::size_t{1} << 20) + 1);
//! [array]

int main() {}
