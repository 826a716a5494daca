// Fuzz target: the `ctp-gen` command line, every table, run in process with the arguments of
// the input (one a line, or separated by NUL bytes; see support/command_line.hpp). Every run must
// keep the contract of generators/cli/tool.hpp (check_contract), and a table written to standard
// output must read back: JSON (`--format json`) well-formed, a header opening with its banner
// (comment lines, then the include guard).
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "support/command_line.hpp"
#include "support/json.hpp"
#include "tools.hpp"

namespace {

// The most of a table read; a longer one is cut (and not checked as JSON), as a reader that goes
// away would cut it.
constexpr std::size_t out_cap = std::size_t{8} << 20;

// Checks what a successful run wrote to standard output: a JSON table, a header, --help or
// --version text, or nothing (the table went to -o FILE).
void check_table(const std::vector<std::string>& arguments, const ctp::fuzz::captured_run& run) {
  if (run.exit_code != 0 || run.out_cut || run.out.empty()) return;
  const auto broken = [&](const std::string& what) {
    ctp::fuzz::fail("ctp-gen" + ctp::fuzz::shown_arguments(arguments) + ": " + what +
                    "\n--- standard output:\n" + run.out.substr(0, 2000) + "[end]");
  };
  if (run.out.starts_with("{")) {
    const std::string problem = ctp::fuzz::json_problem(run.out);
    if (!problem.empty()) broken("the JSON table does not parse back: " + problem);
  } else if (run.out.starts_with("// ")) {
    // The banner, `// Regenerate: ctp-gen ...` included, is comment lines up to the guard.
    std::size_t line = 0;
    while (line < run.out.size() && run.out.compare(line, 2, "//") == 0) {
      const std::size_t end = run.out.find('\n', line);
      line = end == std::string::npos ? run.out.size() : end + 1;
    }
    // The guard holds the table's identity: `#ifdef CTP_TABLE_...`, then the #error of a clash.
    if (run.out.compare(line, 17, "#ifdef CTP_TABLE_") != 0 ||
        run.out.find("\n#error \"ctp: two different tables are named ", line) == std::string::npos)
      broken("the header's banner is not comment lines followed by its identity guard");
  } else if (!run.out.starts_with("ctp-gen ") &&
             run.out.find("Usage: ctp-gen") == std::string::npos) {
    broken("standard output is neither a JSON table, a header, nor the help or version");
  }
  if (!run.out.ends_with('\n')) broken("standard output does not end with a newline");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto gen =
      ctp::fuzz::run_command_line(ctp::cli::run_ctp_gen, "ctp-gen", data, size, out_cap);
  if (!gen) return -1;  // not a command line this target runs
  check_table(gen->arguments, gen->run);
  return 0;
}
