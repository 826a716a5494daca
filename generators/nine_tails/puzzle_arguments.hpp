// The arguments of nine tails that both tools take, `ctp nine-tails` and `ctp-gen nine-tails`,
// each defined once (cli::argument), so that both show the same name and help.
#ifndef CTP_GENERATORS_NINE_TAILS_PUZZLE_ARGUMENTS_HPP_INCLUDED
#define CTP_GENERATORS_NINE_TAILS_PUZZLE_ARGUMENTS_HPP_INCLUDED

#include "cli/arguments.hpp"

namespace ctp::puzzles::nine_tails {

// The board's shape, 3x3 unless given, 1 to ctp::nine_tails_max_cells cells in all.
inline constexpr cli::argument nine_tails_rows_argument{
    "--rows", "R", "the board's rows (default 3); 1 to 25 cells in all"};
inline constexpr cli::argument nine_tails_cols_argument{
    "--cols", "C", "the board's columns (default 3); 1 to 25 cells in all"};

// Liang's NineTailModel: every move costs 1.
inline constexpr cli::argument nine_tails_unweighted_argument{
    "--unweighted", nullptr, "count moves instead of coins flipped"};

}  // namespace ctp::puzzles::nine_tails

#endif  // CTP_GENERATORS_NINE_TAILS_PUZZLE_ARGUMENTS_HPP_INCLUDED
