// The river crossing answers of the ctp tool, from the library's breadth-first solver
// (ctp/river_crossing/with_breadth_first.hpp): each state as its text (`MMCC|BMC`, `WC|FG`), each
// crossing as who is in the boat.
#ifndef CTP_GENERATORS_RIVER_CROSSING_LISTING_HPP_INCLUDED
#define CTP_GENERATORS_RIVER_CROSSING_LISTING_HPP_INCLUDED

#include <cstdint>
#include <string>

#include "ctp/river_crossing/rules.hpp"
#include "ctp/river_crossing/solution.hpp"
#include "cli/output.hpp"

namespace ctp::puzzles::river_crossing {

// A crossing in words, from the bank it leaves (across from the start bank, or back): `2
// cannibals cross`, `1 missionary comes back`, `the farmer and the goat cross`, `the farmer comes
// back alone`.
std::string river_move_text(const river_shape& shape, const river_move& move, bool across);

// "1 crossing", "11 crossings".
std::string river_crossings(std::uint64_t count);

// The solution: the start, then one line a crossing with the state after it, then the count:
//   start: MMMCCCB|
//   crossing 1 of 11: 2 cannibals cross -> MMMC|BCC
//   ...
//   11 crossings
void write_river_solution(cli::output& out, const river_puzzle& puzzle,
                          const river_solution& solution);

// One sentence for a puzzle whose goal cannot be reached from its start: no way across.
void write_river_unsolvable(cli::output& out, const river_puzzle& puzzle);

}  // namespace ctp::puzzles::river_crossing

#endif  // CTP_GENERATORS_RIVER_CROSSING_LISTING_HPP_INCLUDED
