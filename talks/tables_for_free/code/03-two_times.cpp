// One implementation, evaluated at two times: the run-time solver
// that ctp-gen runs gives the compiler's answer for every board
// (the program checks all 512 and fails on a difference).
#include <cstdint>

#include <ctp/nine_tails.hpp>
#include <ctp/nine_tails/run_time/solution.hpp>

//! [two-times]
constexpr ctp::nine_tails_shape shape{3, 3};
constexpr auto weighted = ctp::nine_tails_model::weighted;
// Run by the compiler, on every build:
constexpr auto compiler = ctp::nine_tails_solve<3, 3>();

int main() try {
  // Run once, by ctp-gen: the run-time solver.
  const ctp::nine_tails_solution generator(shape, weighted);
  for (std::uint32_t s = 0; s != shape.state_count(); ++s)
    if (generator.cost(s) != compiler.cost(s)) return 1;
  return 0;
} catch (...) {  // no memory for the solver
  return 2;
}
//! [two-times]
