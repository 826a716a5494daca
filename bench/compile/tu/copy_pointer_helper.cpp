// Constant-evaluation budget of copying SIZE characters through a helper that takes the two
// pointers (scripts/bench_budgets.py compares the three ways of docs/cookbook.md, "Index the array,
// do not walk pointers").
constexpr void copy(char* to, const char* from, int count) {
  for (int i = 0; i != count; ++i) *to++ = *from++;
}

constexpr char copied_last() {
  char chars[2 * SIZE]{};
  chars[SIZE - 1] = 'x';
  copy(chars + SIZE, chars, SIZE);
  return chars[2 * SIZE - 1];
}
static_assert(copied_last() == 'x');
