// The options that name a family of the hardest-puzzle search, read alike by `ctp water-hardest`
// and `ctp-mpi water-hardest`, and --jobs J, which each adds with its own default; and what both
// print at the end.
#ifndef CTP_GENERATORS_WATER_POURING_HARDEST_ARGUMENTS_HPP_INCLUDED
#define CTP_GENERATORS_WATER_POURING_HARDEST_ARGUMENTS_HPP_INCLUDED

#include <string>
#include <string_view>

#include "ctp/water_pouring/run_time/hardest.hpp"
#include "cli/arguments.hpp"
#include "cli/cli11_names.hpp"
#include "cli/command.hpp"
#include "cli/output.hpp"
#include "water_pouring/hardest_search.hpp"

namespace ctp::puzzles::water_pouring {

// --cups K, --max N, --tap, --distinct and --jobs J, kept as typed.
struct water_hardest_options {
  cli::typed cups;
  cli::typed max;
  CLI::Option* tap = nullptr;
  CLI::Option* distinct = nullptr;
  cli::typed jobs;
};

// Adds the options of a family to sub, with the help both tools show.
void add_water_hardest_options(CLI::App& sub, water_hardest_options& options);

// The family the options name; a missing or mistyped number is a usage_error that ends with the
// subcommand's usage line.
water_hardest_family water_hardest_family_of(const water_hardest_options& options,
                                             std::string_view usage);

// Prints the hardest puzzles of a family (write_water_hardest), or the sentence that says no
// puzzle of it needs a move (exit code 1).
cli::outcome print_water_hardest(cli::output& out, const water_hardest_family& family,
                                 const water_hardest_result& hardest);

}  // namespace ctp::puzzles::water_pouring

#endif  // CTP_GENERATORS_WATER_POURING_HARDEST_ARGUMENTS_HPP_INCLUDED
