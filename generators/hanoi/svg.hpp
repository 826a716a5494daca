// Towers of Hanoi as SVG for `ctp hanoi DISCS --svg`: the three pegs with their discs, after
// Peelle's figure in "Towers of Hanoi, Simplified in J", animated move by move or still.
#ifndef CTP_GENERATORS_HANOI_SVG_HPP_INCLUDED
#define CTP_GENERATORS_HANOI_SVG_HPP_INCLUDED

#include <optional>

#include "cli/output.hpp"
#include "hanoi/listing.hpp"
#include "pictures/svg_options.hpp"

namespace ctp::puzzles::hanoi {

// Writes the picture that options ask for (the animation, or the state after move K) of the
// discs-disc solution; its captions name each move by its letter, or by `names` if given.
void write_hanoi_svg(cli::output& out, const pictures::svg_options& options, int discs,
                     const std::optional<move_names>& names);

}  // namespace ctp::puzzles::hanoi

#endif  // CTP_GENERATORS_HANOI_SVG_HPP_INCLUDED
