// Water pouring (the rules of the 3/5/8 water cups post): ctp-gen's tables of the puzzle. Each
// solves its puzzle with the library's constexpr functions (run at run time here) and returns the
// document a header is written from. Bad input throws std::invalid_argument whose message says what
// is allowed.
#ifndef CTP_GENERATORS_WATER_POURING_TABLE_HPP_INCLUDED
#define CTP_GENERATORS_WATER_POURING_TABLE_HPP_INCLUDED

#include <string>
#include <vector>

#include "ctp/water_pouring/rules.hpp"
#include "cli/puzzles.hpp"
#include "headers/document.hpp"

namespace ctp::puzzles::water_pouring {

struct water_options {
  ctp::water_puzzle puzzle;  // read and checked by water_puzzle_of
};
headers::document water_table(const water_options& options);

struct water_hardest_options {
  int cups = 0;
  int max = 0;
  bool tap = false;
  bool distinct = false;  // only strictly increasing capacities (ctp::water_capacities::distinct)
  int jobs = 1;           // the threads of the search (cli/jobs.hpp); the table is the same
};
headers::document water_hardest_table(const water_hardest_options& options);

// The puzzle's part of ctp-gen (cli/puzzles.hpp): its subcommands, their options, and its lines of
// ctp-gen's examples (table_command.cpp).
cli::tool_part ctp_gen_part();

}  // namespace ctp::puzzles::water_pouring

#endif  // CTP_GENERATORS_WATER_POURING_TABLE_HPP_INCLUDED
