// The water puzzle typed on a command line: read by ctp::water_parse, completed by
// ctp::water_default_puzzle, checked by the library's graph; both tools call it.
#include "water_pouring/puzzle_arguments.hpp"

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "ctp/water_pouring.hpp"
#include "cli/arguments.hpp"
#include "cli/errors.hpp"

namespace ctp::puzzles::water_pouring {

water_state water_amounts_of(std::string_view text, std::string_view typed) {
  return cli::checked([&] { return ctp::water_parse(text); }, typed);
}

// 0. The number of capacities typed, when they are numbers: 2 to 8, or a message that counts them
//    (the library's own, "needs 2 to 8 cups, got 3", would read as if 3 were a count).
// 1. The capacities, and the library's default start: without a tap the first largest cup full,
//    with one every cup empty.
// 2. --start, if given, instead; the library checks it against the capacities.
water_puzzle water_puzzle_of(const cli::typed& capacities, const cli::typed& start, bool tap) {
  const std::string typed = cli::shown(capacities.text);
  const std::vector<std::string_view> items = cli::split_commas(capacities.text);
  const bool numbers = std::all_of(items.begin(), items.end(),
                                   [](std::string_view item) { return cli::parse_int(item); });
  if (numbers && (items.size() < 2 || items.size() > static_cast<std::size_t>(water_max_cups)))
    throw cli::usage_error(
        fmt::format("water needs 2 to {} cups, a capacity each separated by commas (e.g. 3,5,8), "
                    "got {}, {}",
                    water_max_cups,
                    items.size() == 1 ? std::string("one capacity")
                                      : fmt::format("{} capacities", items.size()),
                    typed));
  const water_state capacity = water_amounts_of(capacities.text, typed);
  water_puzzle puzzle =
      cli::checked([&] { return ctp::water_default_puzzle(capacity, tap); }, typed);
  if (!cli::given(start)) return puzzle;
  const std::string typed_start = cli::name_of(start) + " " + cli::shown(start.text);
  puzzle.start = water_amounts_of(start.text, typed_start);
  cli::checked([&] { return water_graph(puzzle); }, typed_start);
  return puzzle;
}

}  // namespace ctp::puzzles::water_pouring
