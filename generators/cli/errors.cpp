// The tools' diagnostics: one `<tool>: ` line on standard error for every mistake.
#include "cli/errors.hpp"

#include <algorithm>
#include <cstdio>

#include <fmt/format.h>

namespace ctp::cli {

std::string shown(std::string_view text) {
  const bool plain = !text.empty() && std::none_of(text.begin(), text.end(), [](char c) {
    const auto byte = static_cast<unsigned char>(c);
    return byte <= ' ' || byte == 0x7f || c == '"';
  });
  return plain ? std::string(text) : fmt::format("{:?}", text);
}

std::string_view without_prefix(std::string_view message) {
  constexpr std::string_view prefix = "ctp: ";
  if (message.starts_with(prefix)) message.remove_prefix(prefix.size());
  return message;
}

void print_error(std::string_view tool, std::string_view message) {
  // A message is one line even if a library or CLI11 message spans several; what was already
  // written to standard output comes first.
  std::string line(without_prefix(message));
  std::replace(line.begin(), line.end(), '\n', ' ');
  std::fflush(stdout);
  fmt::print(stderr, "{}: {}\n", tool, line);
}

}  // namespace ctp::cli
