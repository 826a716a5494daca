// Fuzz target: the move names of `ctp hanoi 3 --names A,B,C` and `ctp-gen hanoi --discs 3
// --names A,B,C --format json`; the input is the text after --names. Both runs must keep the
// contract of generators/cli/tool.hpp, and both tools must agree on whether the names are
// good. Names that ctp accepts must come back as its answer, Peelle's B A C B A C B with each
// letter replaced by its name; the JSON table must parse back.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "cli/arguments.hpp"
#include "support/command_line.hpp"
#include "support/json.hpp"
#include "tools.hpp"

namespace {

constexpr std::size_t out_cap = std::size_t{1} << 20;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string names(reinterpret_cast<const char*>(data), size);
  if (size > ctp::fuzz::max_argument_size || names.find('\0') != std::string::npos) return -1;

  const std::vector<std::string> ctp_arguments{"hanoi", "3", "--names", names};
  const ctp::fuzz::captured_run ctp_run =
      ctp::fuzz::run_tool_captured(ctp::cli::run_ctp, "ctp", ctp_arguments, out_cap);
  ctp::fuzz::check_contract("ctp", ctp_arguments, ctp_run);

  const std::vector<std::string> gen_arguments{"hanoi", "--discs",  "3",   "--names",
                                               names,   "--format", "json"};
  const ctp::fuzz::captured_run gen_run =
      ctp::fuzz::run_tool_captured(ctp::cli::run_ctp_gen, "ctp-gen", gen_arguments, out_cap);
  ctp::fuzz::check_contract("ctp-gen", gen_arguments, gen_run);

  if ((ctp_run.exit_code == 0) != (gen_run.exit_code == 0))
    ctp::fuzz::fail(fmt::format("--names {:?}: ctp exits with {} and ctp-gen with {}", names,
                                ctp_run.exit_code, gen_run.exit_code));
  if (ctp_run.exit_code != 0) return 0;
  const std::vector<std::string_view> name = ctp::cli::split_commas(names);
  if (name.size() != 3) ctp::fuzz::fail(fmt::format("--names {:?} accepted", names));
  const std::string expected =
      fmt::format("{1} {0} {2} {1} {0} {2} {1}\n", name[0], name[1], name[2]);
  if (ctp_run.out != expected)
    ctp::fuzz::fail(fmt::format("--names {:?}: ctp hanoi 3 answers {:?}, not {:?}", names,
                                ctp_run.out, expected));
  const std::string problem = ctp::fuzz::json_problem(gen_run.out);
  if (!problem.empty())
    ctp::fuzz::fail(
        fmt::format("--names {:?}: the JSON table does not parse back: {}", names, problem));
  return 0;
}
