// compilers: clang
// accepted by: gcc
// docs/course/12_search.md: std::string in a constant evaluation (C++20): g++ 12 runs
// libstdc++ 12's std::string; clang++ 19 refuses the way that library starts a short string.
#include <string>

//! [string]
constexpr std::size_t letter_count() {
  std::string moves = "BAC";
  moves += "BACB";
  return moves.size();
}

static_assert(letter_count() == 7);
//! [string]
