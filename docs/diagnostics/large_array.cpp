// compilers: clang
// An array of 2^20 + 1 elements allocated in a constant evaluation: clang++ allows at most
// as many elements as it allows steps, 2^20 (g++ has no such limit).
constexpr int last_of(unsigned long size) {
  int* cells = new int[size];
  cells[size - 1] = 7;
  const int last = cells[size - 1];
  delete[] cells;
  return last;
}

constexpr int last = last_of(1'048'577);
