// The arguments of Towers of Hanoi that both tools take, `ctp hanoi` and `ctp-gen hanoi`, each
// defined once (cli::argument), so that both show the same name and help.
#ifndef CTP_GENERATORS_HANOI_PUZZLE_ARGUMENTS_HPP_INCLUDED
#define CTP_GENERATORS_HANOI_PUZZLE_ARGUMENTS_HPP_INCLUDED

#include "cli/arguments.hpp"

namespace ctp::puzzles::hanoi {

// The number of discs, positional and the same in both tools; ctp checks 1 to
// ctp::hanoi_max_discs, a table 1 to headers::max_listed (command.cpp and table_command.cpp
// assert both numbers).
inline constexpr cli::argument hanoi_discs_argument{
    "DISCS", nullptr, "the number of discs, 1 to 63 (a ctp-gen table: 1 to 24)"};

// Three names for the moves A, B and C (read by parse_hanoi_names, names.hpp).
inline constexpr cli::argument hanoi_names_argument{
    "--names", "A,B,C",
    "name the moves A, B and C with three distinct names of your own, separated by commas"};

}  // namespace ctp::puzzles::hanoi

#endif  // CTP_GENERATORS_HANOI_PUZZLE_ARGUMENTS_HPP_INCLUDED
