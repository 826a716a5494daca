// Running a tool in process with its standard output and standard error captured, so that a fuzz
// target can check what the tool wrote against the contract of generators/cli/tool.hpp.
#ifndef CTP_TESTS_FUZZ_SUPPORT_CAPTURE_HPP_INCLUDED
#define CTP_TESTS_FUZZ_SUPPORT_CAPTURE_HPP_INCLUDED

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>

namespace ctp::fuzz {

// What one run wrote and returned. `out_cut` says that standard output reached the cap and was
// closed there, as a reader that goes away (`ctp hanoi 63 | head`) closes it.
struct captured_run {
  int exit_code = 0;
  std::string out;
  bool out_cut = false;
  std::string err;
};

// Calls run() with file descriptors 0, 1 and 2 redirected, and restores them afterwards:
// 1. standard input reads `in` (`ctp nine-tails` without BOARD asks for one there), then ends;
// 2. standard output goes into a pipe that a thread drains; after `out_cap` bytes the thread
//    closes it, so a longer answer gets EPIPE, which the tools take as a quiet stop (exit 0), and
//    a run never hangs on an answer that is merely long;
// 3. standard error goes into a memory file, read back whole;
// 4. whatever stdio still buffers is flushed into the capture, or dropped if the pipe is closed,
//    and what standard input did not read is dropped, so that nothing of one run leaks into the
//    next.
// The sanitizers keep reporting to the real standard error (see the .cpp).
captured_run run_captured(const std::function<int()>& run, std::string_view in,
                          std::size_t out_cap);

// Writes `message` to the real standard error and aborts: a fuzz target's finding, which
// libFuzzer records as a crash with its input.
[[noreturn]] void fail(const std::string& message);

}  // namespace ctp::fuzz

#endif  // CTP_TESTS_FUZZ_SUPPORT_CAPTURE_HPP_INCLUDED
