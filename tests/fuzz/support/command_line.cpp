// Fuzz inputs as command lines, and the contract of every run (see command_line.hpp).
#include "command_line.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <system_error>
#include <utility>

#include <fmt/format.h>
#include <unistd.h>

namespace ctp::fuzz {
namespace {

// The scratch directory, made once under the system's temporary directory, and made the
// working directory: files the tools write (-o FILE) land there. libFuzzer gets absolute paths
// from `make fuzz`, so changing directory does not move its corpus or its findings.
const std::filesystem::path& scratch_directory() {
  static const std::filesystem::path directory = [] {
    std::string name = (std::filesystem::temp_directory_path() / "ctp-fuzz-XXXXXX").string();
    if (::mkdtemp(name.data()) == nullptr) fail("cannot make a scratch directory");
    std::filesystem::current_path(name);
    std::atexit([] {
      std::error_code ignored;
      std::filesystem::remove_all(scratch_directory(), ignored);
    });
    return std::filesystem::path(name);
  }();
  return directory;
}

// Removes whatever a run wrote in the scratch directory.
void empty_scratch_directory() {
  std::error_code ignored;
  for (const auto& entry : std::filesystem::directory_iterator(scratch_directory(), ignored))
    std::filesystem::remove_all(entry.path(), ignored);
}

}  // namespace

std::optional<command_line> command_line_of(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const char separator = text.find('\0') != std::string_view::npos ? '\0' : '\n';
  command_line line;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t end = std::min(text.find(separator, at), text.size());
    const std::string_view argument = text.substr(at, end - at);
    if (argument == stdin_marker) {
      line.in = text.substr(std::min(end + 1, text.size()));
      break;
    }
    if (line.arguments.size() == max_arguments || argument.size() > max_argument_size ||
        argument.find('/') != std::string_view::npos)
      return std::nullopt;
    line.arguments.emplace_back(argument);
    at = end + 1;
  }
  return line;
}

captured_run run_tool_captured(int (*tool)(int, const char* const*), std::string_view program,
                               const std::vector<std::string>& arguments, std::string_view in,
                               std::size_t out_cap) {
  scratch_directory();
  const std::string name(program);
  std::vector<const char*> argv{name.c_str()};
  for (const std::string& argument : arguments) argv.push_back(argument.c_str());
  argv.push_back(nullptr);
  captured_run run = run_captured(
      [&] { return tool(static_cast<int>(argv.size() - 1), argv.data()); }, in, out_cap);
  empty_scratch_directory();
  return run;
}

std::optional<command_line_run> run_command_line(int (*tool)(int, const char* const*),
                                                 std::string_view program, const std::uint8_t* data,
                                                 std::size_t size, std::size_t out_cap) {
  std::optional<command_line> line = command_line_of(data, size);
  if (!line) return std::nullopt;
  captured_run run = run_tool_captured(tool, program, line->arguments, line->in, out_cap);
  check_contract(program, line->arguments, run);
  return command_line_run{std::move(line->arguments), std::move(run)};
}

std::string shown_arguments(const std::vector<std::string>& arguments) {
  std::string line;
  for (const std::string& argument : arguments) line += fmt::format(" {:?}", argument);
  return line;
}

void check_contract(std::string_view program, const std::vector<std::string>& arguments,
                    const captured_run& run) {
  const auto broken = [&](std::string_view what) {
    fail(fmt::format("{}{}: {} (exit code {})\n--- standard error:\n{}[end]", program,
                     shown_arguments(arguments), what, run.exit_code, run.err));
  };
  const std::string prefix = fmt::format("{}: ", program);
  // First, a line `<tool>: --old is deprecated; use --new` for each old option name typed
  // (tool.hpp): the contract below holds for what follows them.
  std::string_view err = run.err;
  for (std::size_t end = err.find('\n');
       end != std::string_view::npos && err.starts_with(prefix + "--") &&
       err.substr(0, end).find(" is deprecated; use --") != std::string_view::npos;
       end = err.find('\n'))
    err.remove_prefix(end + 1);
  const bool one_line = err.starts_with(prefix) && err.ends_with('\n') &&
                        std::count(err.begin(), err.end(), '\n') == 1;
  switch (run.exit_code) {
    case 0:
      if (!err.empty()) broken("exit code 0 with something on standard error");
      return;
    case 1:
      if (!err.empty() && !one_line)
        broken(
            fmt::format("exit code 1 with standard error neither empty nor one `{}` line", prefix));
      return;
    case 2:
      if (!one_line) broken(fmt::format("exit code 2 without exactly one `{}` line", prefix));
      return;
    default: broken("an exit code other than 0, 1 or 2");
  }
}

}  // namespace ctp::fuzz
