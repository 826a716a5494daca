// Fuzz target: the move names of `ctp hanoi 3 --names A,B,C`, `ctp hanoi 2 --names A,B,C --svg`
// and `ctp-gen hanoi 3 --names A,B,C --name hanoi_names --format json` (a name of its own: names
// that are not letters and digits cannot spell the default one); the input is the text after
// --names. Every run must keep the contract of generators/cli/tool.hpp, and the three must agree
// on whether the names are good. Names that ctp accepts must come back as its answer, Peelle's
// B A C B A C B with each letter replaced by its name; the picture must parse back as XML and
// the table as JSON.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "cli/arguments.hpp"
#include "support/command_line.hpp"
#include "support/json.hpp"
#include "support/xml.hpp"
#include "tools.hpp"

namespace {

constexpr std::size_t out_cap = std::size_t{1} << 20;

// Runs tool as `program arguments...` and checks the contract.
ctp::fuzz::captured_run run(int (*tool)(int, const char* const*), std::string_view program,
                            const std::vector<std::string>& arguments) {
  ctp::fuzz::captured_run result =
      ctp::fuzz::run_tool_captured(tool, program, arguments, "", out_cap);
  ctp::fuzz::check_contract(program, arguments, result);
  return result;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string names(reinterpret_cast<const char*>(data), size);
  if (size > ctp::fuzz::max_argument_size || names.find('\0') != std::string::npos) return -1;
  const auto broken = [&](const std::string& what) {
    ctp::fuzz::fail(fmt::format("--names {:?}: {}", names, what));
  };

  const ctp::fuzz::captured_run moves =
      run(ctp::cli::run_ctp, "ctp", {"hanoi", "3", "--names", names});
  const ctp::fuzz::captured_run picture =
      run(ctp::cli::run_ctp, "ctp", {"hanoi", "2", "--names", names, "--svg"});
  const ctp::fuzz::captured_run table =
      run(ctp::cli::run_ctp_gen, "ctp-gen",
          {"hanoi", "3", "--names", names, "--name", "hanoi_names", "--format", "json"});

  const bool accepted = moves.exit_code == 0;
  if ((picture.exit_code == 0) != accepted || (table.exit_code == 0) != accepted)
    broken(fmt::format("ctp exits with {}, ctp --svg with {} and ctp-gen with {}", moves.exit_code,
                       picture.exit_code, table.exit_code));
  if (!accepted) return 0;

  const std::vector<std::string_view> name = ctp::cli::split_commas(names);
  if (name.size() != 3) broken("accepted");
  const std::string expected =
      fmt::format("{1} {0} {2} {1} {0} {2} {1}\n", name[0], name[1], name[2]);
  if (moves.out != expected)
    broken(fmt::format("ctp hanoi 3 answers {:?}, not {:?}", moves.out, expected));
  if (const std::string problem = ctp::fuzz::xml_problem(picture.out); !problem.empty())
    broken("the picture does not parse back as XML: " + problem);
  if (const std::string problem = ctp::fuzz::json_problem(table.out); !problem.empty())
    broken("the JSON table does not parse back: " + problem);
  return 0;
}
