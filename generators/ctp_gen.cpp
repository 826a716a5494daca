// ctp-gen: writes lookup headers (or JSON) for any puzzle instance, computed by the ctp library's
// own constexpr functions run at run time; as a function (run_ctp_gen, tools.hpp) that its main
// (ctp_gen_main.cpp) and its fuzz target call. Each puzzle with a manifest
// (puzzles/<word>.json) adds its subcommands, one a table, and examples (cli/puzzles.hpp;
// generators/<puzzle>/ table_command.cpp, on the scaffold of headers/table_command.hpp); the shared
// layer (cli/tool.hpp) runs the one given and turns every error into one `ctp-gen: ` line on
// standard error, as it does for ctp.
#include <cstdio>
#include <string>
#include <vector>

#include "cli/puzzles.hpp"
#include "cli/tool.hpp"
#include "tools.hpp"

namespace {

// The paragraph of the help about ctp-gen, around what its puzzles add about their progress
// (tool_part::progress_notes: how a search that counts its work shows it).
constexpr const char* about_before_notes =
    R"(Each table is computed by the same constexpr functions that
ctp's static_assert proofs run at compile time. The output is byte-identical on every run and
with every compiler; with -o the file is replaced only when its contents change, and never left
half-written. While a table takes a while, a line on standard error shows its progress)";
constexpr const char* about_after_notes =
    ", if standard error is a terminal; otherwise nothing is written there.";

}  // namespace

int ctp::cli::run_ctp_gen(int argc, const char* const* argv) try {
  const std::vector<ctp::cli::tool_part> parts = ctp::cli::ctp_gen_parts();
  const std::string examples = ctp::cli::examples_of(parts);
  std::string about = about_before_notes;
  for (const ctp::cli::tool_part& part : parts) about += part.progress_notes;
  about += about_after_notes;
  const ctp::cli::tool_text tool{
      "ctp-gen",
      "ctp-gen: lookup headers for the ctp puzzles, proven by the library's own functions", about,
      examples};
  return ctp::cli::run_tool(
      tool, [&parts](CLI::App& app) { return ctp::cli::add_subcommands(app, parts); }, argc, argv);
} catch (...) {
  // Only setting the subcommands up can get here (out of memory, say): run_tool reports
  // everything else. The exit code is 1, no answer (cli/tool.hpp).
  std::fputs("ctp-gen: could not set up the command line\n", stderr);
  return 1;
}
