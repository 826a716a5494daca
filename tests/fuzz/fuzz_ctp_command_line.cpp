// Fuzz target: the `ctp` command line, every subcommand, run in process with the arguments of the
// input (one a line, or separated by NUL bytes; see support/command_line.hpp). Every run must
// keep the contract of generators/cli/tool.hpp (check_contract); an exit code 1 without a line
// on standard error must say why on standard output (the puzzle has no answer), and a picture
// (--svg) must parse back as XML.
#include <cstddef>
#include <cstdint>
#include <string>

#include "support/command_line.hpp"
#include "support/xml.hpp"
#include "tools.hpp"

namespace {

// The most of an answer read: `ctp hanoi 63` prints 2^63 - 1 moves, and stops quietly when its
// reader goes, as it does here.
constexpr std::size_t out_cap = std::size_t{1} << 20;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto ctp = ctp::fuzz::run_command_line(ctp::cli::run_ctp, "ctp", data, size, out_cap);
  if (!ctp) return -1;  // not a command line this target runs
  const ctp::fuzz::captured_run& run = ctp->run;
  if (run.exit_code == 1 && run.err.empty() && run.out.empty())
    ctp::fuzz::fail("ctp" + ctp::fuzz::shown_arguments(ctp->arguments) +
                    ": exit code 1 with no sentence on standard output");
  if (run.exit_code == 0 && !run.out_cut && run.out.starts_with("<svg")) {
    const std::string problem = ctp::fuzz::xml_problem(run.out);
    if (!problem.empty())
      ctp::fuzz::fail("ctp" + ctp::fuzz::shown_arguments(ctp->arguments) +
                      ": the picture does not parse back as XML: " + problem);
  }
  return 0;
}
