// The strings Peelle prints for 1 to 5 discs, computed by the
// compiler.
#include <ctp/hanoi.hpp>

//! [printed]
static_assert(ctp::hanoi_moves<1>() == "B");
static_assert(ctp::hanoi_moves<2>() == "ABC");
static_assert(ctp::hanoi_moves<3>() == "BACBACB");
static_assert(ctp::hanoi_moves<4>() == "ABCABCABCABCABC");
static_assert(ctp::hanoi_moves<5>() ==
              "BACBACBACBACBACBACBACBACBACBACB");
//! [printed]

int main() {}
