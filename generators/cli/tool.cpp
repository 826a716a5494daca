// One command-line tool, ctp or ctp-gen: set up, run, and every error turned into one line and
// the exit code of the contract in tool.hpp.
#include "cli/tool.hpp"

#include <cctype>
#include <csignal>
#include <exception>
#include <iostream>
#include <stdexcept>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "cli/arguments.hpp"
#include "cli/errors.hpp"
#include "cli/output.hpp"

namespace ctp::cli {
namespace {

// Rejects the arguments an app did not understand (CLI11 keeps them aside: allow_extras), naming
// the first one, what kind of mistake it is, and what is allowed. CLI11 keeps a `--` there too;
// that is no mistake. A negative number is an argument, not an option.
void reject_extras(const CLI::App& app, std::string_view prefix, std::string_view positional,
                   std::string_view allowed) {
  for (const std::string& extra : app.remaining()) {
    if (extra == "--") continue;
    const bool option =
        extra.size() > 1 && extra[0] == '-' && !std::isdigit(static_cast<unsigned char>(extra[1]));
    throw usage_error(fmt::format("{}{} {}; {}", prefix, option ? "unknown option" : positional,
                                  shown(extra), allowed));
  }
}

// CLI11's own text (e.g. "--names: 1 required A,B,C missing") after the subcommand it concerns,
// and where the allowed arguments are listed: "<subcommand>: ...; see ctp <subcommand> --help"
// (ctp-gen in ctp-gen).
std::string parse_error_message(const CLI::App& app, const CLI::ParseError& error) {
  // CLI11's words for a value given to a flag (--tap=false), which the tools refuse.
  constexpr std::string_view flag_override = " was given a disallowed flag override";
  std::string what = error.what();
  if (what.ends_with(flag_override)) {
    const std::string flag = what.substr(0, what.size() - flag_override.size());
    const std::string dashes = flag.size() == 1 ? "-" : "--";
    what = fmt::format("{0}{1} is a flag, which takes no value: give {0}{1}, or leave it out",
                       dashes, flag);
  }
  std::string subcommand;
  for (const CLI::App* sub = &app; !sub->get_subcommands().empty();) {
    sub = sub->get_subcommands().front();
    subcommand += (subcommand.empty() ? "" : " ") + sub->get_name();
  }
  if (subcommand.empty()) return fmt::format("{}; see {} --help", what, app.get_name());
  return fmt::format("{}: {}; see {} {} --help", subcommand, what, app.get_name(), subcommand);
}

// Runs the subcommand that was given, after a line on standard error for each old name of an
// option it was given (deprecation_notices); without one, prints the help and says one is needed.
outcome run(const CLI::App& app, const std::vector<command>& commands, output& out) {
  std::string names;
  for (const command& c : commands) names += (names.empty() ? "" : ", ") + c.app->get_name();
  reject_extras(app, "", "unknown subcommand",
                fmt::format("usage: {} [--help | --version] SUBCOMMAND ..., SUBCOMMAND one of: {}",
                            app.get_name(), names));
  for (const command& c : commands) {
    if (!c.app->parsed()) continue;
    reject_extras(*c.app, c.app->get_name() + ": ", "unexpected argument", "usage: " + c.usage);
    for (const std::string& notice : deprecation_notices(*c.app))
      print_error(app.get_name(), notice);
    return c.run(out);
  }
  std::cout << app.help() << std::flush;
  throw usage_error(
      fmt::format("a subcommand is needed, one of: {} (see {} --help)", names, app.get_name()));
}

}  // namespace

std::string exit_codes_help(std::string_view tool) {
  return fmt::format(
      "Exit codes: 0 when the answer is written; 1 when there is none (the puzzle has no\n"
      "solution, said in a sentence on standard output) or it cannot be written; 2 for bad\n"
      "input, said in one line starting `{}: ` on standard error.",
      tool);
}

int run_tool(const tool_text& tool, const add_commands& commands_of, int argc,
             const char* const* argv) {
  CLI::App app{std::string(tool.description), std::string(tool.name)};
  app.footer(fmt::format("{}\n\n{}\n\nExamples:\n{}", tool.about, exit_codes_help(tool.name),
                         tool.examples));
  app.set_version_flag("--version", fmt::format("{} {}", tool.name, CTP_VERSION));
  app.allow_extras();  // stray arguments are reported by run, in the tool's words
  // A flag takes no value: CLI11 would take --tap=false as given (and so on), which every command
  // reads as the flag set. Subcommands inherit the default from here.
  app.option_defaults()->disable_flag_override();
  const std::vector<command> commands = commands_of(app);
  // A closed pipe is then the error EPIPE, which ends the output quietly (see output.cpp).
  std::signal(SIGPIPE, SIG_IGN);
  const std::string name(tool.name);
  output out;
  try {
    app.parse(argc, argv);
    const outcome result = run(app, commands, out);
    out.flush();
    return static_cast<int>(result);
  } catch (const CLI::ParseError& error) {
    if (error.get_exit_code() == 0) return app.exit(error);  // --help, --help-all, --version
    print_error(name, parse_error_message(app, error));
  } catch (const usage_error& error) {
    print_error(name, error.what());
  } catch (const std::invalid_argument& error) {
    print_error(name, error.what());  // the library's message about the input
  } catch (const output_closed&) {
    return 0;
  } catch (const std::exception& error) {
    print_error(name, error.what());  // the answer could not be written
    return static_cast<int>(outcome::no_answer);
  }
  return usage_exit_code;
}

}  // namespace ctp::cli
