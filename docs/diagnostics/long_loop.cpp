// compilers: gcc
// One loop of 2^18 + 1 iterations: one more than g++ allows a single loop (clang++ has no such
// limit; the loop fits its 2^20 steps).
constexpr unsigned count_to(unsigned n) {
  unsigned i = 0;
  while (i != n) ++i;
  return i;
}

constexpr unsigned counted = count_to(262'145);
