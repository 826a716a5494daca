// The water puzzle as typed on a command line, read and checked by the library, so that both
// tools mean the same puzzle by the same words (`ctp water 8,5,3` and
// `ctp-gen water --capacities 8,5,3` start from 8,0,0) and say the same about a mistake.
#ifndef CTP_GENERATORS_WATER_POURING_PUZZLE_ARGUMENTS_HPP_INCLUDED
#define CTP_GENERATORS_WATER_POURING_PUZZLE_ARGUMENTS_HPP_INCLUDED

#include <string_view>

#include "ctp/water_pouring/rules.hpp"

namespace ctp::cli {

// Amounts typed with commas between them ("0,0,8"), read by the library; a mistake is a
// usage_error quoting its message and `typed`, what the user typed (e.g. "--state 0,x,8").
water_state water_amounts_of(std::string_view text, std::string_view typed);

// The puzzle of the typed capacities ("3,5,8") and, when start is not null, the typed --start
// ("0,0,8"); otherwise the library's default start (water_default_puzzle). A mistake is a
// usage_error quoting the library's message and what was typed.
water_puzzle water_puzzle_of(std::string_view capacities, const std::string_view* start, bool tap);

}  // namespace ctp::cli

#endif  // CTP_GENERATORS_WATER_POURING_PUZZLE_ARGUMENTS_HPP_INCLUDED
