// Towers of Hanoi pictures for `ctp hanoi N --show`: the pegs START, PARK and GOAL drawn as in
// Peelle's figure ("Towers of Hanoi, Simplified in J"), before the first move and after every move.
#ifndef CTP_GENERATORS_HANOI_PICTURE_HPP_INCLUDED
#define CTP_GENERATORS_HANOI_PICTURE_HPP_INCLUDED

#include "cli/output.hpp"

namespace ctp::puzzles::hanoi {

// Writes one picture of the pegs for the start and one after every move of a discs-disc
// puzzle, each under a caption and separated by a blank line. Keeps only the discs' places
// (O(discs) memory); the moves come from the library's hanoi_step_at.
void write_hanoi_show(cli::output& out, int discs);

}  // namespace ctp::puzzles::hanoi

#endif  // CTP_GENERATORS_HANOI_PICTURE_HPP_INCLUDED
