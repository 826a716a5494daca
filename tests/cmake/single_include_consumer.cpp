// A program that uses the installed single header, found as <prefix>/include/ctp/single_include,
// with no other ctp include path.
#include "ctp.hpp"

#include <cstdio>

constexpr auto solved = ctp::nine_tails_solve<3, 3>();
constexpr auto start = ctp::nine_tails_state_of<"HHHTTTHHH">;
static_assert(solved.cost(start) == 8);

int main() {
  std::printf("TTTTTTTTT in %u flips\n", *solved.cost(start));
  return solved.cost(start) == 8 ? 0 : 1;
}
