// Fuzz target: the `ctp` command line, every subcommand, run in process with the arguments of the
// input (one a line, or separated by NUL bytes; see support/command_line.hpp). Every run must
// keep the contract of generators/cli/tool.hpp (check_contract), and an exit code 1 without a
// line on standard error must say why on standard output (the puzzle has no answer).
#include <cstddef>
#include <cstdint>

#include "support/command_line.hpp"
#include "tools.hpp"

namespace {

// The most of an answer read: `ctp hanoi 63` prints 2^63 - 1 moves, and stops quietly when its
// reader goes, as it does here.
constexpr std::size_t out_cap = std::size_t{1} << 20;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto ctp = ctp::fuzz::run_command_line(ctp::cli::run_ctp, "ctp", data, size, out_cap);
  if (!ctp) return -1;  // not a command line this target runs
  if (ctp->run.exit_code == 1 && ctp->run.err.empty() && ctp->run.out.empty())
    ctp::fuzz::fail("ctp" + ctp::fuzz::shown_arguments(ctp->arguments) +
                    ": exit code 1 with no sentence on standard output");
  return 0;
}
