// Towers of Hanoi (Peelle's closed form, "Towers of Hanoi, Simplified in J"): ctp-gen's tables of
// the puzzle. Each solves its puzzle with the library's constexpr functions (run at run time here)
// and returns the document a header is written from. Bad input throws std::invalid_argument whose
// message says what is allowed.
#ifndef CTP_GENERATORS_HANOI_TABLE_HPP_INCLUDED
#define CTP_GENERATORS_HANOI_TABLE_HPP_INCLUDED

#include <string>
#include <vector>

#include "ctp/hanoi/rules.hpp"
#include "cli/puzzles.hpp"
#include "headers/document.hpp"

namespace ctp::puzzles::hanoi {

struct hanoi_options {
  int discs = 0;
  // Empty: Peelle's letters A, B, C; otherwise three names as parse_hanoi_names reads them
  // (generators/hanoi/names.hpp), which has refused everything else.
  std::vector<std::string> names;
};
headers::document hanoi_table(const hanoi_options& options);

// The puzzle's part of ctp-gen (cli/puzzles.hpp): its subcommands, their options, and its lines of
// ctp-gen's examples (table_command.cpp).
cli::tool_part ctp_gen_part();

}  // namespace ctp::puzzles::hanoi

#endif  // CTP_GENERATORS_HANOI_TABLE_HPP_INCLUDED
