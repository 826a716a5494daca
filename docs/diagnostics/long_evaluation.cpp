// compilers: gcc clang
// One constant evaluation of 2^22 loop iterations, no loop longer than 2^11: more than g++'s
// 2^25 operations and clang++'s 2^20 steps allow.
constexpr unsigned long sum_of_columns(unsigned side) {
  unsigned long sum = 0;
  for (unsigned row = 0; row != side; ++row)
    for (unsigned column = 0; column != side; ++column) sum += column;
  return sum;
}

constexpr unsigned long sum = sum_of_columns(2048);
