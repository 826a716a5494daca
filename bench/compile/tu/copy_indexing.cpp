// Constant-evaluation budget of copying SIZE characters by indexing the array itself
// (scripts/bench_budgets.py compares the three ways of docs/cookbook.md, "Index the array, do not
// walk pointers").
constexpr char copied_last() {
  char chars[2 * SIZE]{};
  chars[SIZE - 1] = 'x';
  for (int i = 0; i != SIZE; ++i) chars[SIZE + i] = chars[i];
  return chars[2 * SIZE - 1];
}
static_assert(copied_last() == 'x');
