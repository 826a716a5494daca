// The river crossing (Alcuin's farmer, Amarel's missionaries and cannibals): ctp-gen's table of
// one puzzle, solved with the library's graph and breadth-first search (run at run time here), as
// the document a header is written from. Bad input throws std::invalid_argument whose message
// says what is allowed.
#ifndef CTP_GENERATORS_RIVER_CROSSING_TABLE_HPP_INCLUDED
#define CTP_GENERATORS_RIVER_CROSSING_TABLE_HPP_INCLUDED

#include "ctp/river_crossing/rules.hpp"
#include "cli/puzzles.hpp"
#include "headers/document.hpp"

namespace ctp::puzzles::river_crossing {

// The table of one puzzle (read and checked by river_puzzle_of): for every state reached
// from its start, the fewest crossings to everyone on the far bank and the canonical next state.
headers::document river_table(const ctp::river_puzzle& puzzle);

// The puzzle's part of ctp-gen (cli/puzzles.hpp): its subcommand, its options, and its lines of
// ctp-gen's examples (table_command.cpp).
cli::tool_part ctp_gen_part();

}  // namespace ctp::puzzles::river_crossing

#endif  // CTP_GENERATORS_RIVER_CROSSING_TABLE_HPP_INCLUDED
