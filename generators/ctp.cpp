// ctp: the command-line tool of the ctp library. Each puzzle adds one subcommand
// (<puzzle>_command.cpp); this file sets up the app, runs the subcommand given, and turns every
// error into one `ctp: ` line on standard error.
#include <cctype>
#include <csignal>
#include <exception>
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "cli/command.hpp"
#include "cli/errors.hpp"
#include "hanoi/command.hpp"
#include "nine_tails/command.hpp"
#include "cli/output.hpp"
#include "chinese_rings/command.hpp"
#include "water_pouring/command.hpp"
#include "water_pouring/hardest_command.hpp"

namespace {

using ctp::cli::command;
using ctp::cli::usage_error;

constexpr const char* footer = R"(Every answer is computed by the library's own constexpr functions,
the very ones the compiler runs in ctp's static_assert proofs. Bad input prints one line
starting `ctp: ` on standard error and exits with code 2; a puzzle that has no solution is
said so in a sentence on standard output, with exit code 1.

Examples:
  ctp hanoi 3                          BACBACB
  ctp hanoi 3 --pegs                   one line a move: disc 1: START -> GOAL ...
  ctp hanoi --help                     everything about hanoi
  ctp rings 3                          ring 3 down, ring 1 down, ... (one move a line)
  ctp rings 3 --states                 UUU, UUD, DUD, ... (one state a line)
  ctp rings --help                     everything about rings
  ctp nine-tails HHHTTTHHH             the seed's 8 flips, board by board
  ctp nine-tails --stats               how many boards need how many flips
  ctp nine-tails --help                everything about nine-tails
  ctp water 3,5,8 --start 0,0,8 --goal 4
                                       the seed's 6 pours, one a line
  ctp water 3,5 --tap --goal 4         fill, empty and pour: 6 moves
  ctp water --help                     everything about water
  ctp water-hardest --cups 3 --max 12  the puzzles of 3 cups up to 12 that take longest
  ctp water-hardest --help             everything about water-hardest)";

// Rejects the arguments an app did not understand (CLI11 keeps them aside: allow_extras), naming
// the first one, what kind of mistake it is, and what is allowed. CLI11 keeps a `--` there too;
// that is no mistake.
void reject_extras(const CLI::App& app, std::string_view prefix, std::string_view positional,
                   std::string_view allowed) {
  for (const std::string& extra : app.remaining()) {
    if (extra == "--") continue;
    const bool option =
        extra.size() > 1 && extra[0] == '-' && !std::isdigit(static_cast<unsigned char>(extra[1]));
    throw usage_error(fmt::format("{}{} {}; {}", prefix, option ? "unknown option" : positional,
                                  ctp::cli::shown(extra), allowed));
  }
}

// Runs the subcommand that was given; without one, prints the help and says one is needed.
ctp::cli::outcome run(const CLI::App& app, const std::vector<command>& commands,
                      ctp::cli::output& out) {
  std::string names;
  for (const command& c : commands) names += (names.empty() ? "" : ", ") + c.app->get_name();
  reject_extras(app, "", "unknown subcommand",
                fmt::format("usage: ctp [--help | --version] SUBCOMMAND ..., SUBCOMMAND one of: {}",
                            names));
  for (const command& c : commands) {
    if (!c.app->parsed()) continue;
    reject_extras(*c.app, c.app->get_name() + ": ", "unexpected argument", "usage: " + c.usage);
    return c.run(out);
  }
  std::cout << app.help() << std::flush;
  throw usage_error(fmt::format("a subcommand is needed, one of: {} (see ctp --help)", names));
}

}  // namespace

int main(int argc, char** argv) {
  // A closed pipe is then the error EPIPE, which ends a listing quietly (see output.cpp).
  std::signal(SIGPIPE, SIG_IGN);

  CLI::App app{"ctp: compile-time puzzles, solved and shown at run time", "ctp"};
  app.footer(footer);
  app.set_version_flag("--version", "ctp " CTP_VERSION);
  app.allow_extras();  // stray arguments are reported by reject_extras, in ctp's words
  const std::vector<command> commands{
      ctp::cli::add_hanoi_command(app), ctp::cli::add_rings_command(app),
      ctp::cli::add_nine_tails_command(app), ctp::cli::add_water_command(app),
      ctp::cli::add_water_hardest_command(app)};

  ctp::cli::output out;
  try {
    app.parse(argc, argv);
    const ctp::cli::outcome outcome = run(app, commands, out);
    out.flush();
    return static_cast<int>(outcome);
  } catch (const CLI::ParseError& error) {
    if (error.get_exit_code() == 0) return app.exit(error);  // --help, --version
    ctp::cli::print_error(ctp::cli::parse_error_message(app, error));
  } catch (const usage_error& error) {
    ctp::cli::print_error(error.what());
  } catch (const ctp::cli::output_closed&) {
    return 0;
  } catch (const std::exception& error) {
    ctp::cli::print_error(error.what());
    return 1;
  }
  return ctp::cli::usage_exit_code;
}
