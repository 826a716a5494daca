// Water pouring as SVG for `ctp water CAPACITIES ... --svg`: the cups with their capacities and
// levels along the fewest pours (the water-cups post's 3/5/8 puzzle, "Two success states", and
// any other), animated pour by pour or still.
#ifndef CTP_GENERATORS_WATER_POURING_SVG_HPP_INCLUDED
#define CTP_GENERATORS_WATER_POURING_SVG_HPP_INCLUDED

#include "ctp/water_pouring/rules.hpp"
#include "ctp/water_pouring/solution.hpp"
#include "cli/output.hpp"
#include "pictures/svg_options.hpp"

namespace ctp::puzzles::water_pouring {

// Writes the picture that options ask for (the animation, or the state after move K) of a
// solution of puzzle for goal (solvable: checked by the caller).
void write_water_svg(cli::output& out, const pictures::svg_options& options,
                     const water_puzzle& puzzle, const water_goal& goal,
                     const water_solution& solution);

}  // namespace ctp::puzzles::water_pouring

#endif  // CTP_GENERATORS_WATER_POURING_SVG_HPP_INCLUDED
