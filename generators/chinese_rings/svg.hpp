// Chinese rings as SVG for `ctp rings ... --svg`: the bar with the rings that are up threaded on
// it and the rings that are down hanging below, after the Chinese Ring Puzzle applet write-up by
// jwalker, animated move by move or still.
#ifndef CTP_GENERATORS_CHINESE_RINGS_SVG_HPP_INCLUDED
#define CTP_GENERATORS_CHINESE_RINGS_SVG_HPP_INCLUDED

#include "chinese_rings/listing.hpp"
#include "cli/output.hpp"
#include "pictures/svg_options.hpp"

namespace ctp::puzzles::chinese_rings {

// Writes the picture that options ask for (the animation, or the state after move K) of plan.
void write_rings_svg(cli::output& out, const pictures::svg_options& options,
                     const rings_plan& plan);

}  // namespace ctp::puzzles::chinese_rings

#endif  // CTP_GENERATORS_CHINESE_RINGS_SVG_HPP_INCLUDED
