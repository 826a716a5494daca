// Nine tails (Liang, "The Weighted Nine Tails Problem"): ctp-gen's tables of the puzzle. Each
// solves its puzzle with the library's constexpr functions (run at run time here) and returns the
// document a header is written from. Bad input throws std::invalid_argument whose message says what
// is allowed.
#ifndef CTP_GENERATORS_NINE_TAILS_TABLE_HPP_INCLUDED
#define CTP_GENERATORS_NINE_TAILS_TABLE_HPP_INCLUDED

#include <string>
#include <vector>

#include "cli/puzzles.hpp"
#include "headers/document.hpp"

namespace ctp::puzzles::nine_tails {

struct nine_tails_options {
  int rows = 3;
  int cols = 3;
  bool unweighted = false;
};
headers::document nine_tails_table(const nine_tails_options& options);

// The puzzle's part of ctp-gen (cli/puzzles.hpp): its subcommands, their options, and its lines of
// ctp-gen's examples (table_command.cpp).
cli::tool_part ctp_gen_part();

}  // namespace ctp::puzzles::nine_tails

#endif  // CTP_GENERATORS_NINE_TAILS_TABLE_HPP_INCLUDED
