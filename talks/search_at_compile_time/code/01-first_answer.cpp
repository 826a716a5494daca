// The promise of the talk: a shortest-path table that the
// compiler computes, and a program that only reads it.
#include <cstdio>

#include <ctp/nine_tails.hpp>

//! [answer]
// Every board of Liang's 3 x 3 puzzle, solved while compiling.
constexpr auto table = ctp::nine_tails_solve<3, 3>();
constexpr auto start = ctp::nine_tails_state_of<"HHHTTTHHH">;

static_assert(table.state_count() == 512);
static_assert(table.reachable_count() == 512);
static_assert(table.cost(start) == 8);  // coins flipped
//! [answer]

int main() {
  if (const auto flips = table.cost(start))
    std::printf("HHHTTTHHH costs %u flips\n", *flips);
}
