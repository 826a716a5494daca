// How many threads a search that can be cut into parts runs on (--jobs), read alike by both
// tools: a subcommand of ctp and the ctp-gen subcommand of the same search.
#ifndef CTP_GENERATORS_CLI_JOBS_HPP_INCLUDED
#define CTP_GENERATORS_CLI_JOBS_HPP_INCLUDED

#include "cli/arguments.hpp"
#include "cli/cli11_names.hpp"

namespace ctp::cli {

// The most jobs --jobs accepts: each job holds its own search arrays, so the memory a search
// takes grows with the jobs.
inline constexpr int max_jobs = 64;

// Adds --jobs J to sub, kept as typed in jobs (parse_jobs reads it), with the same help in both
// tools.
void add_jobs_option(CLI::App& sub, typed& jobs);

// The jobs to run: those typed for `jobs` (--jobs), a whole number from 1 to
// max_jobs (anything else is a usage_error: "--jobs needs 1 to 64 jobs, got 0"), or when it was
// not given one a core (std::thread::hardware_concurrency), at least 1 and at most max_jobs.
int parse_jobs(const typed& jobs);

}  // namespace ctp::cli

#endif  // CTP_GENERATORS_CLI_JOBS_HPP_INCLUDED
