// Chinese rings pictures for `ctp rings N --show`: the bar and the rings (the up and down states
// of jwalker's Chinese Ring Puzzle applet), before the first move and after every move.
#ifndef CTP_GENERATORS_CHINESE_RINGS_PICTURE_HPP_INCLUDED
#define CTP_GENERATORS_CHINESE_RINGS_PICTURE_HPP_INCLUDED

#include "chinese_rings/listing.hpp"
#include "cli/output.hpp"

namespace ctp::puzzles::chinese_rings {

// Writes one picture of the rings for the start of plan and one after every move, each under a
// caption and separated by a blank line. A picture is drawn from the state alone, so this keeps
// no more than for_each_rings_move does.
void write_rings_show(cli::output& out, const rings_plan& plan);

}  // namespace ctp::puzzles::chinese_rings

#endif  // CTP_GENERATORS_CHINESE_RINGS_PICTURE_HPP_INCLUDED
