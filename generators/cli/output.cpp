// The tools' standard output: chunked writes, and EPIPE turned into a quiet stop.
#include "cli/output.hpp"

#include <cerrno>
#include <cstdio>
#include <system_error>

namespace ctp::cli {

// 1. Hand the chunk to stdio and flush at once, so that a closed pipe is noticed now and not
//    at exit (SIGPIPE is ignored by run_tool, so a closed pipe is the error EPIPE).
// 2. EPIPE ends the listing quietly; any other error (a full disc) is reported.
void output::flush() {
  if (buffer_.size() == 0) return;
  errno = 0;
  const bool written = std::fwrite(buffer_.data(), 1, buffer_.size(), stdout) == buffer_.size() &&
                       std::fflush(stdout) == 0;
  buffer_.clear();
  if (written) return;
  if (errno == EPIPE) throw output_closed{};
  throw std::system_error(errno, std::generic_category(), "cannot write the output");
}

}  // namespace ctp::cli
