// The nine tails answers of the ctp tool, from the library's run-time solver
// (ctp/nine_tails/run_time/solution.hpp): Liang's printed path, the sentence for a board that
// cannot reach all tails, and the statistics of a whole board shape.
#ifndef CTP_GENERATORS_NINE_TAILS_LISTING_HPP_INCLUDED
#define CTP_GENERATORS_NINE_TAILS_LISTING_HPP_INCLUDED

#include <string>

#include "ctp/nine_tails/rules.hpp"
#include "ctp/nine_tails/run_time/solution.hpp"
#include "cli/output.hpp"

namespace ctp::puzzles::nine_tails {

// A state as one line of letters, cell 0 first: HHHTTTHHH.
std::string nine_tails_text(nine_tails_shape shape, nine_tails_state state);

// What Liang's program prints for a state that reaches all tails (checked by the caller):
//
//   The steps to flip the coins are
//   <blank>
//   each board of the canonical optimal path, a row a line, and a blank line after it
//   The number of flips is 8            (The number of moves is 2, unweighted)
void write_nine_tails_path(cli::output& out, const nine_tails_solution& solution,
                           nine_tails_state state);

// One sentence for a state that cannot reach all tails.
// The cost of a state that reaches all tails, the only states the tools list and draw; throws
// std::logic_error for any other.
unsigned reachable_cost(const nine_tails_solution& solution, nine_tails_state state);

void write_nine_tails_unreachable(cli::output& out, const nine_tails_solution& solution,
                                  nine_tails_state state);

// The statistics of every state of the board: how many reach all tails and how many cannot, in
// columns how many states have each cost, and the hardest states (listed when there are at most
// 10).
void write_nine_tails_stats(cli::output& out, const nine_tails_solution& solution);

}  // namespace ctp::puzzles::nine_tails

#endif  // CTP_GENERATORS_NINE_TAILS_LISTING_HPP_INCLUDED
