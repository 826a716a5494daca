// The number of threads of a search that can be cut into parts (--jobs).
#include "cli/jobs.hpp"

#include <algorithm>
#include <optional>
#include <thread>

#include <fmt/format.h>

#include "cli/arguments.hpp"
#include "cli/errors.hpp"

namespace ctp::cli {

void add_jobs_option(CLI::App& sub, typed& jobs) {
  add_text_option(sub, "--jobs", jobs,
                  fmt::format("search on J threads at once, 1 to {} (default: one a core); the "
                              "answer is the same with any number",
                              max_jobs),
                  "J");
}

int parse_jobs(const typed& jobs) {
  if (!given(jobs)) {
    const unsigned cores = std::thread::hardware_concurrency();  // 0 when it cannot tell
    return std::clamp(static_cast<int>(std::min(cores, static_cast<unsigned>(max_jobs))), 1,
                      max_jobs);
  }
  const std::optional<int> count = parse_int(jobs.text);
  if (!count || *count < 1 || *count > max_jobs)
    throw usage_error(
        fmt::format("{} needs 1 to {} jobs, got {}", name_of(jobs), max_jobs, shown(jobs.text)));
  return *count;
}

}  // namespace ctp::cli
