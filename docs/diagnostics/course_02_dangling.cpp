// compilers: clang
// accepted by: gcc
// docs/course/02_what_constant_evaluation_forbids.md: a read through a pointer to an object whose
// lifetime has ended is undefined behaviour; clang++ 19 refuses it in a constant evaluation, g++ 12
// misses it and compiles the program.

//! [dangling]
constexpr int read_after_the_end() {
  const int* pointer = nullptr;
  {
    const int moves = 7;
    pointer = &moves;
  }  // moves ends here
  return *pointer;
}

static_assert(read_after_the_end() == 7);
//! [dangling]
