// compilers: gcc
// errors: 1
// The budget of template instantiation is a depth, not a count:
// the class template recursion goes one level a disc, so only a
// puzzle of some nine hundred discs (2^900 - 1 moves) would meet
// g++'s. The file is for g++ alone: clang++ 19, whose depth is
// 1,024 levels, runs out of memory on it before it reports the
// depth.
#include <ctp/hanoi/with_class_templates.hpp>

//! [deep]
using ctp::with_class_templates::hanoi;
using too_deep = hanoi<1000, 'A', 'B', 'C'>::type;
//! [deep]

int main() {}
