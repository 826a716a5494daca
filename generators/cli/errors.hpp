// The ctp tool's diagnostics: every mistake becomes exactly one `ctp: ` line on standard error
// that says what is wrong and what is allowed (DESIGN.md), with exit code 2.
#ifndef CTP_GENERATORS_CTP_ERRORS_HPP_INCLUDED
#define CTP_GENERATORS_CTP_ERRORS_HPP_INCLUDED

#include <stdexcept>
#include <string>
#include <string_view>

#include <CLI/CLI.hpp>

namespace ctp::cli {

// The exit code of a usage error: bad arguments, as with CLI11 and most Unix tools.
inline constexpr int usage_exit_code = 2;

// A mistake in the command line; what() is the message without the `ctp: ` prefix.
class usage_error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Text the user typed, shown as typed, or quoted with escapes when it is empty or holds spaces,
// quotes or control characters (so that a message stays one readable line).
std::string shown(std::string_view text);

// A message without its leading `ctp: `, if it has one: the library's messages start with it
// (DESIGN.md), and the tool quotes them inside its own.
std::string_view without_prefix(std::string_view message);

// Prints `ctp: message` as one line on standard error (a leading `ctp: ` is not doubled).
void print_error(std::string_view message);

// The one-line message for an error CLI11 found while parsing; `app` is the top-level app, whose
// selected subcommand (if any) says whose --help to suggest.
std::string parse_error_message(const CLI::App& app, const CLI::ParseError& error);

}  // namespace ctp::cli

#endif  // CTP_GENERATORS_CTP_ERRORS_HPP_INCLUDED
