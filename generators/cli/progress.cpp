// A long run's progress on standard error, when it is a terminal.
#include "cli/progress.hpp"

#include <unistd.h>

#include <cstdio>
#include <optional>
#include <string_view>
#include <utility>

#include <fmt/format.h>

namespace ctp::cli {
namespace {

// How long a run goes before its progress shows, and how often the line is repainted.
constexpr std::chrono::milliseconds first_paint{500};
constexpr std::chrono::milliseconds repaint{250};

// What show_progress said, if it was called.
std::optional<bool> progress_shown;

// Writes text over the line on standard error: back to its start, then text, in one write.
void write_over_line(std::string_view text) {
  fmt::print(stderr, "\r{}", text);
  std::fflush(stderr);
}

}  // namespace

void show_progress(bool shown) { progress_shown = shown; }

progress::progress(std::string what, std::uint64_t total, std::string units)
    : what_(std::move(what)), total_(total), units_(std::move(units)) {
  if (progress_shown.value_or(isatty(STDERR_FILENO) == 1))
    painter_ = std::thread([this] { paint_until_stopped(); });
}

progress::~progress() {
  if (!painter_.joinable()) return;
  {
    const std::lock_guard lock(mutex_);
    stop_ = true;
  }
  stopping_.notify_one();
  painter_.join();
}

std::string progress::line(std::chrono::steady_clock::duration elapsed) const {
  if (total_ == 0)
    return fmt::format("{}, {:.1f} s", what_, std::chrono::duration<double>(elapsed).count());
  const std::uint64_t done = done_.load(std::memory_order_relaxed);
  return fmt::format("{}: {} of {} {} ({} %)", what_, with_commas(done), with_commas(total_),
                     units_, done * 100 / total_);
}

// 1. Wait for the first paint, or for the end of a quick run (nothing shown then).
// 2. Repaint the line over the last one (spaces cover a longer last line) until stopped.
// 3. Erase the line, so that what comes next starts at the left of an empty line.
void progress::paint_until_stopped() {
  const auto start = std::chrono::steady_clock::now();
  std::unique_lock lock(mutex_);
  if (stopping_.wait_for(lock, first_paint, [this] { return stop_; })) return;
  std::size_t shown = 0;
  do {
    std::string text = line(std::chrono::steady_clock::now() - start);
    const std::size_t length = text.size();
    if (length < shown) text.append(shown - length, ' ');
    write_over_line(text);
    shown = length;
  } while (!stopping_.wait_for(lock, repaint, [this] { return stop_; }));
  write_over_line(std::string(shown, ' ') + '\r');
}

}  // namespace ctp::cli
