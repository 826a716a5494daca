// compilers: gcc
// errors: 1
// The budget of template instantiation is a depth, not a count:
// the class template recursion goes one level a disc, so only a
// puzzle of about a thousand discs (2^1000 - 1 moves) would meet
// it.
#include <ctp/hanoi/with_class_templates.hpp>

//! [deep]
using ctp::with_class_templates::hanoi;
using too_deep = hanoi<1000, 'A', 'B', 'C'>::type;
//! [deep]

int main() {}
