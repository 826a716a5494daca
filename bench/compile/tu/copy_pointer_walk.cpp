// Constant-evaluation budget of copying SIZE characters by a loop that walks two pointers
// (scripts/bench_budgets.py compares the three ways of docs/cookbook.md, "Index the array, do not
// walk pointers").
constexpr char copied_last() {
  char chars[2 * SIZE]{};
  chars[SIZE - 1] = 'x';
  char* to = chars + SIZE;
  for (const char* from = chars; from != chars + SIZE; ++from, ++to) *to = *from;
  return chars[2 * SIZE - 1];
}
static_assert(copied_last() == 'x');
