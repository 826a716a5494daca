// compilers: gcc clang
// errors: 1
// label: heavy
// Way one at its limit: 20 discs are 1,048,575 calls of Peelle's
// recursion, and each costs the constant evaluator several units
// of its budget. g++ counts operations, clang++ counts steps.
#include <ctp/hanoi/with_recursion.hpp>

//! [twenty]
constexpr auto moves = ctp::with_recursion::hanoi_moves<20>();
static_assert(moves.size() == 1'048'575);
//! [twenty]

int main() {}
