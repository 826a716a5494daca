// ctp: the command-line tool of the ctp library, as a function (run_ctp, tools.hpp) that its
// main (ctp_main.cpp) and its fuzz target call. Each puzzle with a manifest
// (puzzles/<word>.json) adds its subcommands and examples (cli/puzzles.hpp;
// generators/<puzzle>/command.cpp); the shared layer (cli/tool.hpp) runs the one given and turns
// every error into one `ctp: ` line on standard error, as it does for ctp-gen.
#include <cstdio>
#include <string>
#include <vector>

#include "cli/puzzles.hpp"
#include "cli/tool.hpp"
#include "tools.hpp"

namespace {

constexpr const char* about = R"(Every answer is computed by the library's own constexpr functions,
the very ones the compiler runs in ctp's static_assert proofs.)";

}  // namespace

int ctp::cli::run_ctp(int argc, const char* const* argv) try {
  const std::vector<ctp::cli::tool_part> parts = ctp::cli::ctp_parts();
  const std::string examples = ctp::cli::examples_of(parts);
  const ctp::cli::tool_text tool{"ctp", "ctp: compile-time puzzles, solved and shown at run time",
                                 about, examples};
  return ctp::cli::run_tool(
      tool, [&parts](CLI::App& app) { return ctp::cli::add_subcommands(app, parts); }, argc, argv);
} catch (...) {
  // Only setting the subcommands up can get here (out of memory, say): run_tool reports
  // everything else. The exit code is 1, no answer (cli/tool.hpp).
  std::fputs("ctp: could not set up the command line\n", stderr);
  return 1;
}
