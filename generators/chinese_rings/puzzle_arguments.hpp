// The arguments of the Chinese rings that both tools take, `ctp rings` and `ctp-gen rings`, each
// defined once (cli::argument), so that both show the same name and help.
#ifndef CTP_GENERATORS_CHINESE_RINGS_PUZZLE_ARGUMENTS_HPP_INCLUDED
#define CTP_GENERATORS_CHINESE_RINGS_PUZZLE_ARGUMENTS_HPP_INCLUDED

#include "cli/arguments.hpp"

namespace ctp::puzzles::chinese_rings {

// The number of rings, positional in both tools; ctp checks 1 to ctp::rings_max_rings, a table
// 1 to headers::max_listed (command.cpp and table_command.cpp assert both numbers).
inline constexpr cli::argument rings_count_argument{
    "RINGS", nullptr,
    "the number of rings, 1 to 63 (a ctp-gen table: 1 to 24); ctp rings may leave it out with "
    "--start or --goal"};

// Put the rings on instead of taking them off.
inline constexpr cli::argument rings_on_argument{"--on", nullptr,
                                                 "put the rings on, from all down to all up"};

}  // namespace ctp::puzzles::chinese_rings

#endif  // CTP_GENERATORS_CHINESE_RINGS_PUZZLE_ARGUMENTS_HPP_INCLUDED
