// The river crossing as SVG for `ctp river PEOPLE ... --svg`: the two banks, the river and the
// boat, and every passenger on the bank where it stands, along the fewest crossings (Alcuin's
// farmer, Amarel's missionaries and cannibals), animated crossing by crossing or still.
#ifndef CTP_GENERATORS_RIVER_CROSSING_SVG_HPP_INCLUDED
#define CTP_GENERATORS_RIVER_CROSSING_SVG_HPP_INCLUDED

#include "ctp/river_crossing/rules.hpp"
#include "ctp/river_crossing/solution.hpp"
#include "cli/output.hpp"
#include "pictures/svg_options.hpp"

namespace ctp::puzzles::river_crossing {

// Writes the picture that options ask for (the animation, or the state after crossing K) of a
// solution of puzzle (reachable: checked by the caller).
void write_river_svg(cli::output& out, const pictures::svg_options& options,
                     const river_puzzle& puzzle, const river_solution& solution);

}  // namespace ctp::puzzles::river_crossing

#endif  // CTP_GENERATORS_RIVER_CROSSING_SVG_HPP_INCLUDED
