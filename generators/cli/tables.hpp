// ctp-gen's tables, one function a puzzle: each solves its puzzle with the library's constexpr
// functions (run at run time here) and returns the document a header is written from. Bad input
// throws std::invalid_argument whose message says what is allowed.
#ifndef CTP_GENERATORS_CLI_TABLES_HPP_INCLUDED
#define CTP_GENERATORS_CLI_TABLES_HPP_INCLUDED

#include <string>
#include <vector>

#include "ctp/water_pouring/rules.hpp"
#include "cli/document.hpp"

namespace ctp::gen {

// The most discs or rings a generated move list holds: 2^24 - 1 moves, a 16 MiB literal.
inline constexpr int max_listed = 24;

struct hanoi_options {
  int discs = 0;
  // Empty: Peelle's letters A, B, C; otherwise three names as parse_hanoi_names reads them
  // (generators/hanoi/names.hpp), which has refused everything else.
  std::vector<std::string> names;
};
document hanoi_table(const hanoi_options& options);

struct rings_options {
  int rings = 0;
  bool on = false;  // put all on (from all down) instead of taking all off
};
document rings_table(const rings_options& options);

struct nine_tails_options {
  int rows = 3;
  int cols = 3;
  bool unweighted = false;
};
document nine_tails_table(const nine_tails_options& options);

struct water_options {
  ctp::water_puzzle puzzle;  // read and checked by cli::water_puzzle_of
};
document water_table(const water_options& options);

struct water_hardest_options {
  int cups = 0;
  int max = 0;
  bool tap = false;
  bool distinct = false;  // only strictly increasing capacities (ctp::water_capacities::distinct)
  int jobs = 1;           // the threads of the search (cli/jobs.hpp); the table is the same
};
document water_hardest_table(const water_hardest_options& options);

}  // namespace ctp::gen

#endif  // CTP_GENERATORS_CLI_TABLES_HPP_INCLUDED
