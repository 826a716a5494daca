// A subcommand of either tool, as run_tool (tool.hpp) runs it: in ctp one a puzzle
// (generators/<puzzle>/command.cpp), in ctp-gen one a table
// (generators/<puzzle>/table_command.cpp).
#ifndef CTP_GENERATORS_CLI_COMMAND_HPP_INCLUDED
#define CTP_GENERATORS_CLI_COMMAND_HPP_INCLUDED

#include <functional>
#include <string>

#include "cli/cli11_names.hpp"
#include "cli/output.hpp"

namespace ctp::cli {

// How a subcommand ended: with its answer, or saying plainly that there is none (an unsolvable
// puzzle): exit code 1, a finding about the puzzle and not a mistake in the command line (2).
// The whole contract is in tool.hpp.
enum class outcome { answered = 0, no_answer = 1 };

// The subcommand's CLI11 app, its usage line (quoted in messages about stray arguments), and
// what it does once the whole command line is parsed; run throws usage_error on bad input.
struct command {
  CLI::App* app;
  std::string usage;
  std::function<outcome(output&)> run;
};

}  // namespace ctp::cli

#endif  // CTP_GENERATORS_CLI_COMMAND_HPP_INCLUDED
