// The diagnostics of both tools, ctp and ctp-gen: every mistake becomes exactly one line on
// standard error, `<tool>: ` and then what is wrong and what is allowed (docs/design.md); the
// exit codes are in tool.hpp.
#ifndef CTP_GENERATORS_CLI_ERRORS_HPP_INCLUDED
#define CTP_GENERATORS_CLI_ERRORS_HPP_INCLUDED

#include <stdexcept>
#include <string>
#include <string_view>

#include <fmt/format.h>

namespace ctp::cli {

// The exit code of bad input (a usage_error, a library's std::invalid_argument, or a mistake
// CLI11 found): bad arguments, as with CLI11 and most Unix tools. See tool.hpp.
inline constexpr int usage_exit_code = 2;

// A mistake in the command line; what() is the message without the `<tool>: ` prefix.
class usage_error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Text the user typed, shown as typed, or quoted with escapes when it is empty or holds spaces,
// quotes or control characters (so that a message stays one readable line).
std::string shown(std::string_view text);

// A message without its leading `ctp: `, if it has one: the library's messages start with it
// (docs/design.md), and the tools quote them inside their own.
std::string_view without_prefix(std::string_view message);

// Prints `<tool>: message` as one line on standard error, tool being the program's name (ctp or
// ctp-gen); a library message's own `ctp: ` is not repeated.
void print_error(std::string_view tool, std::string_view message);

// Calls check (a library function that throws std::invalid_argument on bad input) and turns
// its message into a usage_error that also says what was typed: "<message>, got <typed>".
template <class Check>
auto checked(Check check, std::string_view typed) {
  try {
    return check();
  } catch (const std::invalid_argument& error) {
    throw usage_error(fmt::format("{}, got {}", without_prefix(error.what()), typed));
  }
}

}  // namespace ctp::cli

#endif  // CTP_GENERATORS_CLI_ERRORS_HPP_INCLUDED
