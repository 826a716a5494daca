// compilers: gcc clang
// errors: 1
// Two equal names make no solution at all (the list could not say
// which pegs to use), so the library refuses them with one error
// in words.
#include <ctp/hanoi.hpp>

//! [same]
constexpr auto moves =
    ctp::hanoi_moves<3, "hop", "hop", "jump">();
//! [same]

int main() {}
