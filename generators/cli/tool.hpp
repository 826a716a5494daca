// One command-line tool, ctp or ctp-gen: both are set up, run and ended by the code here, so
// that they read their arguments, report their errors and exit alike.
//
// The exit codes of both tools:
//   0  the answer was written (to standard output, or to the file of ctp-gen -o); --help and
//      --version too;
//   1  there is no answer: the puzzle has none (said in a sentence on standard output, e.g. an
//      unsolvable puzzle), or the answer could not be written (one line on standard
//      error, e.g. `ctp: cannot write the output: No space left on device`);
//   2  bad input: one line `<tool>: ...` on standard error says what is wrong and what is
//      allowed, whether the tool found it, CLI11 did (an unknown option, a missing value) or the
//      library did (its std::invalid_argument message, quoted without its own `ctp: `).
// Before any of these, standard error may hold one line `<tool>: --old is deprecated; use --new`
// for each old name of an option typed (cli::add_alias; step 3 below).
// A reader that goes away (`ctp <subcommand> | head`) ends the output quietly, with exit code 0.
#ifndef CTP_GENERATORS_CLI_TOOL_HPP_INCLUDED
#define CTP_GENERATORS_CLI_TOOL_HPP_INCLUDED

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "cli/cli11_names.hpp"
#include "cli/command.hpp"

namespace ctp::cli {

// The paragraph of every --help that states the exit codes above, for `tool` (ctp or ctp-gen).
std::string exit_codes_help(std::string_view tool);

// What a tool says of itself: its name, as the program's (`ctp`, `ctp-gen`: the name starts
// every error line), the first line of its --help, and the footer's paragraph about it and its
// examples.
struct tool_text {
  std::string_view name;
  std::string_view description;
  std::string_view about;
  std::string_view examples;
};

// The subcommands of a tool, added to its top-level app.
using add_commands = std::function<std::vector<command>(CLI::App& app)>;

// Runs a tool and returns its exit code:
// 0. set up its top-level app: its footer (`about`, the exit codes, then `examples`),
//    --version, stray arguments kept (allow_extras) for step 2, and the subcommands that
//    commands_of adds (an exception here, such as running out of memory, leaves run_tool);
// 1. parse the command line (a closed pipe is then the error EPIPE, see output.cpp);
// 2. reject stray arguments, naming the first: an unknown subcommand or option, or an
//    unexpected argument, with the usage line of the app or subcommand;
// 3. run the one subcommand given (without one: print the help, and say that one is needed),
//    after a line `<tool>: --old is deprecated; use --new` on standard error for each old name
//    of an option typed (cli::add_alias);
// 4. turn every error into one line on standard error and the exit code of the contract above.
int run_tool(const tool_text& tool, const add_commands& commands_of, int argc,
             const char* const* argv);

}  // namespace ctp::cli

#endif  // CTP_GENERATORS_CLI_TOOL_HPP_INCLUDED
