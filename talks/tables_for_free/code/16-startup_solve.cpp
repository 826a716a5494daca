// One 4 x 4 board's least flips, from a table the program solves
// when it starts: the library's run-time solver, once, before the
// first question. scripts/bench_header_or_startup.py measures
// this program against 15-startup_header.cpp, which reads a
// generated header.
#include <cstdio>
#include <exception>
#include <stdexcept>
#include <string_view>

#include <ctp/nine_tails.hpp>
#include <ctp/nine_tails/run_time/solution.hpp>

//! [solve]
int main(int argc, char** argv) try {
  const ctp::nine_tails_shape shape{4, 4};  // 65,536 boards
  const ctp::nine_tails_solution solved(    // once, at start-up
      shape, ctp::nine_tails_model::weighted);
  const std::string_view text =
      argc > 1 ? argv[1] : "HTTHTHHTTHHTHTTH";
  const auto flips =
      solved.cost(ctp::nine_tails_parse(text, shape));
  std::printf("%d\n", flips ? int(*flips) : -1);  // -1: none
  return argc > 1 || flips == 28u ? 0 : 1;
} catch (const std::exception& error) {  // bad text, no memory
  std::fprintf(stderr, "%s\n", error.what());
  return 2;
}
//! [solve]
