// The options of a family of the hardest-puzzle search (see hardest_arguments.hpp).
#include "water_pouring/hardest_arguments.hpp"

#include <fmt/format.h>

#include "cli/arguments.hpp"
#include "water_pouring/listing.hpp"
#include "water_pouring/puzzle_arguments.hpp"

namespace ctp::puzzles::water_pouring {

void add_water_hardest_options(CLI::App& sub, water_hardest_options& options) {
  cli::add_argument(sub, water_cups_argument, options.cups);
  cli::add_argument(sub, water_max_argument, options.max);
  options.tap = cli::add_flag(sub, water_tap_argument);
  options.distinct = cli::add_flag(sub, water_distinct_argument);
}

water_hardest_family water_hardest_family_of(const water_hardest_options& options,
                                             std::string_view usage) {
  const auto any = [](int) { return true; };
  const int cups =
      cli::parse_size(options.cups, any, "water-hardest needs --cups K, the number of cups", usage);
  const int largest =
      cli::parse_size(options.max, any, "water-hardest needs --max N, the largest capacity", usage);
  return {cups, largest, cli::given(*options.tap),
          cli::given(*options.distinct) ? water_capacities::distinct
                                        : water_capacities::repeats_allowed};
}

cli::outcome print_water_hardest(cli::output& out, const water_hardest_family& family,
                                 const water_hardest_result& hardest) {
  if (hardest.puzzles.empty()) {
    out.print(
        "No puzzle of {} cups with {}capacities up to {} needs a {}: every amount that can be "
        "reached is there at the start.\n",
        family.cups, family.rule == water_capacities::distinct ? "distinct " : "", family.largest,
        family.tap ? "move" : "pour");
    return cli::outcome::no_answer;
  }
  write_water_hardest(out, hardest, family.tap);
  return cli::outcome::answered;
}

}  // namespace ctp::puzzles::water_pouring
