// compilers: gcc clang
// 513 nested calls, down(512) to down(0): one more than both compilers allow.
constexpr int down(int n) { return n == 0 ? 0 : 1 + down(n - 1); }

constexpr int depth = down(512);
