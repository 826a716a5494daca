// A program that uses ctp as a consumer would: include the umbrella, get answers the compiler
// computed, print them.
#include <ctp.hpp>

#include <cstdio>

constexpr auto three_discs = ctp::hanoi_moves<3>();
static_assert(three_discs == "BACBACB");

int main() {
  std::printf("%s\n", three_discs.c_str());
  return three_discs == "BACBACB" ? 0 : 1;
}
