// The rule every message of the library keeps (docs/design.md): it starts with `ctp: ` and is
// one line, so that the tools can quote it in their one line.
#ifndef CTP_TESTS_FUZZ_SUPPORT_LIBRARY_ERROR_HPP_INCLUDED
#define CTP_TESTS_FUZZ_SUPPORT_LIBRARY_ERROR_HPP_INCLUDED

#include <stdexcept>
#include <string>
#include <string_view>

#include "capture.hpp"

namespace ctp::fuzz {

// Fails (see fail) unless error's message starts with `ctp: ` and holds no newline; `input`
// names what was parsed.
inline void check_library_error(const std::invalid_argument& error, std::string_view input) {
  const std::string_view message = error.what();
  if (!message.starts_with("ctp: ") || message.find('\n') != std::string_view::npos)
    fail("the message for " + std::string(input) +
         " is not one `ctp: ` line: " + std::string(message));
}

}  // namespace ctp::fuzz

#endif  // CTP_TESTS_FUZZ_SUPPORT_LIBRARY_ERROR_HPP_INCLUDED
