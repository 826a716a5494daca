// One 4 x 4 board's least flips, read from the generated header:
// the table is read-only data in the program, there before main
// runs. scripts/bench_header_or_startup.py measures this program
// against 16-startup_solve.cpp, which solves the table when it
// starts: compile time, size of the program, time to run it once.
#include <cstdio>
#include <string_view>

#include <ctp/tables/nine_tails_4x4.hpp>

//! [header]
namespace four = ctp::tables::nine_tails_4x4;

int main(int argc, char** argv) {
  const std::string_view text =
      argc > 1 ? argv[1] : "HTTHTHHTTHHTHTTH";
  const auto board = four::parse(text);  // checked, once
  if (!board) {
    std::fputs("ctp: a board is 16 letters H or T\n", stderr);
    return 2;
  }
  const auto flips = four::cost(*board);          // one load
  std::printf("%d\n", flips ? int(*flips) : -1);  // -1: none
  return argc > 1 || flips == 28u ? 0 : 1;
}
//! [header]
