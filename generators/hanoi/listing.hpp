// The Towers of Hanoi listings of the ctp tool, streamed move by move with the library's O(1)
// functions (ctp/hanoi/rules.hpp): nothing is stored, so 63 discs work as well as 3.
#ifndef CTP_GENERATORS_HANOI_LISTING_HPP_INCLUDED
#define CTP_GENERATORS_HANOI_LISTING_HPP_INCLUDED

#include "ctp/hanoi/rules.hpp"
#include "cli/output.hpp"
#include "hanoi/names.hpp"

namespace ctp::puzzles::hanoi {

// The number of moves, 2^discs - 1, on one line.
void write_hanoi_count(cli::output& out, int discs);

// The move letters on one line: BACBACB for 3 discs.
void write_hanoi_moves(cli::output& out, int discs);

// The moves by names of the user's own, separated by spaces on one line: with hop, skip, jump
// for 3 discs, skip hop jump skip hop jump skip.
void write_hanoi_moves(cli::output& out, int discs, const move_names& names);

// The disc each move moves, separated by spaces on one line: 1 2 1 3 1 2 1 for 3 discs.
void write_hanoi_discs(cli::output& out, int discs);

// One line a move in the peg view: disc 1: START -> GOAL ...
void write_hanoi_pegs(cli::output& out, int discs);

// One move in the peg view, without a newline: disc 1: START -> GOAL.
void write_hanoi_step(cli::output& out, const ctp::hanoi_step& step);

}  // namespace ctp::puzzles::hanoi

#endif  // CTP_GENERATORS_HANOI_LISTING_HPP_INCLUDED
