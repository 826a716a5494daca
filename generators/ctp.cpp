// ctp: the command-line tool of the ctp library, as a function (run_ctp, tools.hpp) that its
// main (ctp_main.cpp) and its fuzz target call. Each puzzle adds its subcommands
// (generators/<puzzle>/command.cpp); the shared layer (cli/tool.hpp) runs the one given and
// turns every error into one `ctp: ` line on standard error, as it does for ctp-gen.
#include <cstdio>
#include <vector>

#include "chinese_rings/command.hpp"
#include "cli/command.hpp"
#include "cli/tool.hpp"
#include "hanoi/command.hpp"
#include "nine_tails/command.hpp"
#include "tools.hpp"
#include "water_pouring/command.hpp"
#include "water_pouring/hardest_command.hpp"

namespace {

constexpr const char* about = R"(Every answer is computed by the library's own constexpr functions,
the very ones the compiler runs in ctp's static_assert proofs.)";

constexpr const char* examples = R"(  ctp hanoi 3                          BACBACB
  ctp hanoi 3 --pegs                   one line a move: disc 1: START -> GOAL ...
  ctp hanoi --help                     everything about hanoi
  ctp rings 3                          ring 3 down, ring 1 down, ... (one move a line)
  ctp rings 3 --states                 UUU, UUD, DUD, ... (one state a line)
  ctp rings --help                     everything about rings
  ctp nine-tails HHHTTTHHH             Liang's 8 flips, board by board
  ctp nine-tails --stats               how many boards need how many flips
  ctp nine-tails --help                everything about nine-tails
  ctp water 3,5,8 --start 0,0,8 --goal 4
                                       the water-cups post's 6 pours, one a line
  ctp water 3,5 --tap --goal 4         fill, empty and pour: 6 moves
  ctp water --help                     everything about water
  ctp water-hardest --cups 3 --max 12  the puzzles of 3 cups up to 12 that take longest
  ctp water-hardest --help             everything about water-hardest)";

}  // namespace

int ctp::cli::run_ctp(int argc, const char* const* argv) try {
  const ctp::cli::tool_text tool{"ctp", "ctp: compile-time puzzles, solved and shown at run time",
                                 about, examples};
  return ctp::cli::run_tool(
      tool,
      [](CLI::App& app) {
        return std::vector<ctp::cli::command>{
            ctp::cli::add_hanoi_command(app), ctp::cli::add_rings_command(app),
            ctp::cli::add_nine_tails_command(app), ctp::cli::add_water_command(app),
            ctp::cli::add_water_hardest_command(app)};
      },
      argc, argv);
} catch (...) {
  // Only setting the subcommands up can get here (out of memory, say): run_tool reports
  // everything else. The exit code is 1, no answer (cli/tool.hpp).
  std::fputs("ctp: could not set up the command line\n", stderr);
  return 1;
}
