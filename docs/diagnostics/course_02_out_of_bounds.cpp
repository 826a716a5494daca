// compilers: gcc clang
// errors: 1
// docs/course/02_what_constant_evaluation_forbids.md: lesson 1's recursion writes seven letters
// into an array of six.
#include <array>

#include "../examples/course_peelle.hpp"

//! [out-of-bounds]
constexpr std::array<char, 6> three_disc_moves() {
  std::array<char, 6> moves{};  // one letter short
  hanoi(moves.data(), 'A', 'B', 'C', 3);
  return moves;
}

constexpr auto moves = three_disc_moves();
//! [out-of-bounds]
