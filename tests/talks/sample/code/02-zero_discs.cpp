// compilers: gcc clang
// errors: 1
// The sample deck's program that must not compile: no tower has zero discs.
#include <ctp/hanoi.hpp>

constexpr auto moves = ctp::hanoi_moves<0>();
