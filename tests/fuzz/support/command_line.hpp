// A fuzz input as a command line, and the checks that every run of a tool must pass: the
// contract of generators/cli/tool.hpp.
#ifndef CTP_TESTS_FUZZ_SUPPORT_COMMAND_LINE_HPP_INCLUDED
#define CTP_TESTS_FUZZ_SUPPORT_COMMAND_LINE_HPP_INCLUDED

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "capture.hpp"

namespace ctp::fuzz {

// The most arguments, and the longest argument, that an input may hold; longer inputs are
// refused (they find nothing that shorter ones do not, and cost time).
inline constexpr std::size_t max_arguments = 16;
inline constexpr std::size_t max_argument_size = 256;

// The marker that ends the arguments of an input: what follows it is standard input.
inline constexpr std::string_view stdin_marker = "<<<";

// A command line read from an input: its arguments, and what standard input holds.
struct command_line {
  std::vector<std::string> arguments;
  std::string in;
};

// The command line of an input: arguments separated by NUL bytes if it holds one (so that an
// argument may hold a newline), by newlines otherwise (so that a corpus file reads as one
// argument a line); an argument `<<<` ends them, and the rest of the input is standard input
// (`nine-tails`, `<<<`, `HHHTTTHHH`). Nothing when there are too many arguments or one is too
// long, or when an argument holds a `/`: a tool may write a file named on its command line
// (-o FILE), and without a `/` that file can only be in the scratch directory (see
// run_tool_captured).
std::optional<command_line> command_line_of(const std::uint8_t* data, std::size_t size);

// Runs tool (run_ctp or run_ctp_gen) with argv = {program, arguments...} in process, in a scratch
// directory of its own that is emptied after each run, with standard input `in` and standard
// output capped at `out_cap` bytes (see run_captured).
captured_run run_tool_captured(int (*tool)(int, const char* const*), std::string_view program,
                               const std::vector<std::string>& arguments, std::string_view in,
                               std::size_t out_cap);

// Checks the contract of a run of `program` (ctp or ctp-gen), and fails (see fail) naming the
// arguments and what was wrong:
// - the exit code is 0, 1 or 2;
// - on 2, standard error is exactly one line starting `<program>: `;
// - on 1, standard error is that one line or empty (no answer, said on standard output);
// - on 0, standard error is empty.
void check_contract(std::string_view program, const std::vector<std::string>& arguments,
                    const captured_run& run);

// A fuzz input run as a command line of `program` (command_line_of, run_tool_captured), with
// the contract checked (check_contract): its arguments and what it wrote; nothing when the
// input is not a command line that the targets run.
struct command_line_run {
  std::vector<std::string> arguments;
  captured_run run;
};
std::optional<command_line_run> run_command_line(int (*tool)(int, const char* const*),
                                                 std::string_view program, const std::uint8_t* data,
                                                 std::size_t size, std::size_t out_cap);

// The arguments as one line for a message, each quoted.
std::string shown_arguments(const std::vector<std::string>& arguments);

}  // namespace ctp::fuzz

#endif  // CTP_TESTS_FUZZ_SUPPORT_COMMAND_LINE_HPP_INCLUDED
