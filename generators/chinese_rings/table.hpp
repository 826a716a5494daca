// The Chinese rings (the Chinese Ring Puzzle applet by jwalker): ctp-gen's tables of the puzzle.
// Each solves its puzzle with the library's constexpr functions (run at run time here) and returns
// the document a header is written from. Bad input throws std::invalid_argument whose message says
// what is allowed.
#ifndef CTP_GENERATORS_CHINESE_RINGS_TABLE_HPP_INCLUDED
#define CTP_GENERATORS_CHINESE_RINGS_TABLE_HPP_INCLUDED

#include <string>
#include <vector>

#include "cli/puzzles.hpp"
#include "headers/document.hpp"

namespace ctp::puzzles::chinese_rings {

struct rings_options {
  int rings = 0;
  bool on = false;  // put all on (from all down) instead of taking all off
};
headers::document rings_table(const rings_options& options);

// The puzzle's part of ctp-gen (cli/puzzles.hpp): its subcommands, their options, and its lines of
// ctp-gen's examples (table_command.cpp).
cli::tool_part ctp_gen_part();

}  // namespace ctp::puzzles::chinese_rings

#endif  // CTP_GENERATORS_CHINESE_RINGS_TABLE_HPP_INCLUDED
