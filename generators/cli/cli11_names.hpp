// The CLI11 classes that the tools' headers and sources name only by pointer or reference,
// declared without CLI11 itself: only cli/arguments.cpp (which adds and reads every option) and
// cli/tool.cpp (which sets up, parses and reports) include <CLI/CLI.hpp>, which costs each
// translation unit that includes it several seconds to compile and to check.
#ifndef CTP_GENERATORS_CLI_CLI11_NAMES_HPP_INCLUDED
#define CTP_GENERATORS_CLI_CLI11_NAMES_HPP_INCLUDED

// CLI11 names them; the house naming rule is for ctp's own names.
// NOLINTBEGIN(readability-identifier-naming)
namespace CLI {

class App;
class Option;
class ParseError;

}  // namespace CLI
// NOLINTEND(readability-identifier-naming)

#endif  // CTP_GENERATORS_CLI_CLI11_NAMES_HPP_INCLUDED
