// The water puzzle as typed on a command line, read and checked by the library, so that both
// tools mean the same puzzle by the same words (`ctp water 8,5,3` and
// `ctp-gen water 8,5,3` start from 8,0,0) and say the same about a mistake.
#ifndef CTP_GENERATORS_WATER_POURING_PUZZLE_ARGUMENTS_HPP_INCLUDED
#define CTP_GENERATORS_WATER_POURING_PUZZLE_ARGUMENTS_HPP_INCLUDED

#include <string_view>

#include "ctp/water_pouring/rules.hpp"
#include "cli/arguments.hpp"

namespace ctp::puzzles::water_pouring {

// The arguments that `ctp water` and `ctp-gen water` (and, for --tap, both tools'
// water-hardest) take, each defined once so that both tools show the same name and help.
inline constexpr cli::argument water_capacities_argument{
    "CAPACITIES", nullptr, "the cups' capacities, 2 to 8 whole numbers separated by commas: 3,5,8"};
inline constexpr cli::argument water_start_argument{
    "--start", "S",
    "the contents at the start, an amount a cup (default: the largest cup full, the others "
    "empty; with --tap, all empty)"};
inline constexpr cli::argument water_tap_argument{
    "--tap", nullptr, "let a cup be filled from the tap or emptied, as moves"};

// The arguments that both tools' water-hardest take (and --tap, above).
inline constexpr cli::argument water_cups_argument{"--cups", "K", "the number of cups, 2 to 8"};
inline constexpr cli::argument water_max_argument{"--max", "N", "the largest capacity, at least 1"};
inline constexpr cli::argument water_distinct_argument{
    "--distinct", nullptr, "search only capacities in strictly increasing order, no repeats"};

// Amounts typed with commas between them ("0,0,8"), read by the library; a mistake is a
// usage_error quoting its message and `typed`, what the user typed (e.g. "--goal 0,x,8").
water_state water_amounts_of(std::string_view text, std::string_view typed);

// The puzzle of the typed capacities ("3,5,8", given; a number of them other than 2 to 8 is a
// usage_error that counts them: "water needs 2 to 8 capacities ..., got one capacity, 3") and,
// when it was given, the typed --start ("0,0,8"); otherwise the library's default start
// (water_default_puzzle). A mistake is a usage_error quoting the library's message and what was
// typed.
water_puzzle water_puzzle_of(const cli::typed& capacities, const cli::typed& start, bool tap);

}  // namespace ctp::puzzles::water_pouring

#endif  // CTP_GENERATORS_WATER_POURING_PUZZLE_ARGUMENTS_HPP_INCLUDED
