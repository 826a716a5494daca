// Nine tails as SVG for `ctp nine-tails BOARD --svg`: the board of coins, each showing its letter
// H or T, along the canonical optimal path of Liang's "The Weighted Nine Tails Problem",
// animated board by board or still.
#ifndef CTP_GENERATORS_NINE_TAILS_SVG_HPP_INCLUDED
#define CTP_GENERATORS_NINE_TAILS_SVG_HPP_INCLUDED

#include "ctp/nine_tails/run_time/solution.hpp"
#include "cli/output.hpp"
#include "pictures/svg_options.hpp"

namespace ctp::puzzles::nine_tails {

// Writes the picture that options ask for (the animation, or the board after move K) of the
// path from state to all tails; state must reach all tails (checked by the caller).
void write_nine_tails_svg(cli::output& out, const pictures::svg_options& options,
                          const nine_tails_solution& solution, nine_tails_state state);

}  // namespace ctp::puzzles::nine_tails

#endif  // CTP_GENERATORS_NINE_TAILS_SVG_HPP_INCLUDED
