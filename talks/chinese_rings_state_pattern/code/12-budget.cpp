// compilers: clang
// errors: 1
// The objects one ring past their reach in clang++ 19: the
// default budget of constexpr steps runs out (g++ 12 runs out of
// its budget of operations two rings later, and far more slowly).
// No limit is raised anywhere in ctp.
#include <ctp/chinese_rings.hpp>

//! [budget]
constexpr auto moves =
    ctp::with_objects::rings_remove_moves<14>();
//! [budget]

int main() {}
