// The capture of a tool's standard output and error (see capture.hpp).
#include "capture.hpp"

#include <cerrno>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <thread>

#include <fcntl.h>
#include <stdio_ext.h>
#include <sys/mman.h>
#include <unistd.h>

#if defined(__SANITIZE_ADDRESS__)
#define CTP_FUZZ_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CTP_FUZZ_SANITIZED 1
#endif
#endif
#ifdef CTP_FUZZ_SANITIZED
#include <sanitizer/common_interface_defs.h>
#endif

namespace ctp::fuzz {
namespace {

// Exits at once (a broken test harness, not a finding) when a system call fails.
void require(bool ok, const char* what) {
  if (ok) return;
  std::perror(what);
  std::_Exit(3);
}

// A copy of the real standard error, made once: the sanitizers report there and so does fail,
// even while file descriptor 2 is captured.
int real_stderr() {
  static const int fd = [] {
    const int copy = ::fcntl(2, F_DUPFD_CLOEXEC, 3);
    require(copy >= 0, "ctp fuzz: dup of standard error");
#ifdef CTP_FUZZ_SANITIZED
    // The sanitizers' interface takes the descriptor as a pointer-sized integer.
    const std::intptr_t descriptor = copy;
    __sanitizer_set_report_fd(
        reinterpret_cast<void*>(descriptor));  // NOLINT(performance-no-int-to-ptr)
#endif
    // The tools ignore SIGPIPE themselves (run_tool); the capture must not die of it first.
    std::signal(SIGPIPE, SIG_IGN);
    return copy;
  }();
  return fd;
}

// Reads the pipe into `out` until its writer closes it, or until `cap` bytes, then closes it.
void drain(int fd, std::size_t cap, std::string& out, bool& cut) {
  char chunk[65536];
  for (;;) {
    const ssize_t got = ::read(fd, chunk, sizeof chunk);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) break;
    out.append(chunk, static_cast<std::size_t>(got));
    if (out.size() >= cap) {
      out.resize(cap);
      cut = true;
      break;
    }
  }
  ::close(fd);
}

// Everything in the memory file fd, from its start.
std::string read_all(int fd) {
  std::string text;
  require(::lseek(fd, 0, SEEK_SET) == 0, "ctp fuzz: lseek");
  char chunk[4096];
  for (ssize_t got = 0; (got = ::read(fd, chunk, sizeof chunk)) > 0;)
    text.append(chunk, static_cast<std::size_t>(got));
  return text;
}

// A memory file holding text, read from its start.
int memory_file(std::string_view text) {
  const int fd = ::memfd_create("ctp-fuzz-stdin", MFD_CLOEXEC);
  require(fd >= 0, "ctp fuzz: memfd_create");
  for (std::size_t at = 0; at < text.size();) {
    const ssize_t wrote = ::write(fd, text.data() + at, text.size() - at);
    require(wrote > 0, "ctp fuzz: writing standard input");
    at += static_cast<std::size_t>(wrote);
  }
  require(::lseek(fd, 0, SEEK_SET) == 0, "ctp fuzz: lseek");
  return fd;
}

// Flushes C and C++ standard output and error and clears their error flags.
void settle_streams() {
  std::cout.flush();
  std::cerr.flush();
  std::fflush(stdout);
  std::fflush(stderr);
  std::clearerr(stdout);
  std::clearerr(stderr);
  std::cout.clear();
  std::cerr.clear();
}

}  // namespace

captured_run run_captured(const std::function<int()>& run, std::string_view in,
                          std::size_t out_cap) {
  const int report = real_stderr();
  (void)report;
  settle_streams();
  // 1. Standard input.
  const int saved_in = ::fcntl(0, F_DUPFD_CLOEXEC, 3);
  const int in_file = memory_file(in);
  require(saved_in >= 0 && ::dup2(in_file, 0) == 0, "ctp fuzz: redirecting standard input");
  ::close(in_file);
  const int saved_out = ::fcntl(1, F_DUPFD_CLOEXEC, 3);
  const int saved_err = ::fcntl(2, F_DUPFD_CLOEXEC, 3);
  const int err_file = ::memfd_create("ctp-fuzz-stderr", MFD_CLOEXEC);
  int out_pipe[2];
  require(saved_out >= 0 && saved_err >= 0 && err_file >= 0 && ::pipe2(out_pipe, O_CLOEXEC) == 0,
          "ctp fuzz: setting up the capture");

  // 2. and 3.: the pipe's only write end is descriptor 1, so closing 1 ends the drain.
  captured_run result;
  std::thread reader(drain, out_pipe[0], out_cap, std::ref(result.out), std::ref(result.out_cut));
  require(::dup2(out_pipe[1], 1) == 1 && ::dup2(err_file, 2) == 2, "ctp fuzz: dup2");
  ::close(out_pipe[1]);

  result.exit_code = run();

  // 4. What is still buffered goes into the capture; then /dev/null takes anything left over
  //    (a buffer that a closed pipe refused), and the real descriptors come back.
  settle_streams();
  const int null = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
  require(null >= 0 && ::dup2(null, 1) == 1, "ctp fuzz: /dev/null");
  ::close(null);
  reader.join();
  settle_streams();
  __fpurge(stdin);  // what the run left unread
  std::clearerr(stdin);
  std::cin.clear();
  require(::dup2(saved_in, 0) == 0 && ::dup2(saved_out, 1) == 1 && ::dup2(saved_err, 2) == 2,
          "ctp fuzz: restoring");
  ::close(saved_in);
  ::close(saved_out);
  ::close(saved_err);
  result.err = read_all(err_file);
  ::close(err_file);
  return result;
}

void fail(const std::string& message) {
  const std::string line = "ctp fuzz: " + message + "\n";
  const int fd = real_stderr();
  for (std::size_t at = 0; at < line.size();) {
    const ssize_t wrote = ::write(fd, line.data() + at, line.size() - at);
    if (wrote <= 0) break;
    at += static_cast<std::size_t>(wrote);
  }
  std::abort();
}

}  // namespace ctp::fuzz
