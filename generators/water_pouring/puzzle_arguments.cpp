// The water puzzle typed on a command line: read by ctp::water_parse, completed by
// ctp::water_default_puzzle, checked by the library's graph; both tools call it.
#include "water_pouring/puzzle_arguments.hpp"

#include <string>

#include "ctp/water_pouring.hpp"
#include "cli/errors.hpp"

namespace ctp::cli {

water_state water_amounts_of(std::string_view text, std::string_view typed) {
  return checked([&] { return ctp::water_parse(text); }, typed);
}

// 1. The capacities, and the library's default start: without a tap the first largest cup full,
//    with one every cup empty.
// 2. --start, if given, instead; the library checks it against the capacities.
water_puzzle water_puzzle_of(std::string_view capacities, const std::string_view* start, bool tap) {
  const std::string typed = shown(capacities);
  const water_state capacity = water_amounts_of(capacities, typed);
  water_puzzle puzzle = checked([&] { return ctp::water_default_puzzle(capacity, tap); }, typed);
  if (start == nullptr) return puzzle;
  const std::string typed_start = "--start " + shown(*start);
  puzzle.start = water_amounts_of(*start, typed_start);
  checked([&] { return water_graph(puzzle); }, typed_start);
  return puzzle;
}

}  // namespace ctp::cli
