// The depfile of a table's files (see depfile.hpp).
#include "headers/depfile.hpp"

#include <filesystem>
#include <stdexcept>
#include <string>
#include <system_error>
#include <vector>

#include <fmt/format.h>

namespace ctp::headers {

namespace {

// A path as a depfile names it: a space or `#` after a backslash, `$` doubled.
std::string escaped_path(const std::string& path) {
  std::string out;
  for (const char c : path) {
    if (c == ' ' || c == '#') out += '\\';
    if (c == '$') out += '$';
    out += c;
  }
  return out;
}

std::string joined(const std::vector<std::string>& paths) {
  std::string out;
  for (const std::string& path : paths) {
    if (!out.empty()) out += ' ';
    out += escaped_path(path);
  }
  return out;
}

}  // namespace

std::string depfile_path_problem(const std::string& path) {
  if (path.find_first_of("\r\n") != std::string::npos) return "a depfile cannot name a line end";
  return {};
}

std::string depfile_text(const std::vector<std::string>& targets,
                         const std::vector<std::string>& prerequisites) {
  return joined(targets) + ": " + joined(prerequisites) + '\n';
}

std::string running_program() {
  std::error_code error;
  const std::filesystem::path program = std::filesystem::canonical("/proc/self/exe", error);
  if (error)
    throw std::runtime_error(
        fmt::format("cannot find ctp-gen's own path for --depfile: {}", error.message()));
  return program.string();
}

}  // namespace ctp::headers
