// The river crossing (Alcuin's farmer, Amarel's missionaries and cannibals) as typed on a command
// line, read and checked by the library, so that both tools mean the same puzzle by the same words
// (`ctp river 3,3` and `ctp-gen river 3,3`) and say the same about a mistake.
#ifndef CTP_GENERATORS_RIVER_CROSSING_PUZZLE_ARGUMENTS_HPP_INCLUDED
#define CTP_GENERATORS_RIVER_CROSSING_PUZZLE_ARGUMENTS_HPP_INCLUDED

#include <string>
#include <string_view>

#include "ctp/river_crossing/rules.hpp"
#include "cli/arguments.hpp"

namespace ctp::puzzles::river_crossing {

// The arguments that `ctp river` and `ctp-gen river` take, each defined once so that both tools
// show the same name and help.
inline constexpr cli::argument river_people_argument{
    "PEOPLE", nullptr, "farmer, or M,C: the missionaries and the cannibals (e.g. 3,3)"};
inline constexpr cli::argument river_seats_argument{
    "--seats", "S", "the boat's seats, the rower's included, 1 to 20 (default: 2)"};
inline constexpr cli::argument river_start_argument{
    "--start", "S", "the state at the start, e.g. MC|BMMCC (default: everyone on the start bank)"};

// What the puzzle argument may be, for messages: `farmer`, or the missionaries and cannibals.
inline constexpr std::string_view river_people_needs =
    "farmer, or the missionaries and the cannibals as M,C (e.g. 3,3)";

// The puzzle of the typed people (`farmer`, or `M,C`: missionaries, cannibals; given), the typed
// seats (2 when not given) and, when it was given, the typed start state (`MMCC|BMC`); otherwise
// everyone and the boat on the start bank (river_start). A mistake is a usage_error quoting the
// library's message and what was typed.
river_puzzle river_puzzle_of(const cli::typed& people, const cli::typed& seats,
                             const cli::typed& start);

// A state's text (ctp::river_write_text): `MMMCCCB|`, `WC|FG`.
std::string river_state_text(const river_shape& shape, const river_state& state);

}  // namespace ctp::puzzles::river_crossing

#endif  // CTP_GENERATORS_RIVER_CROSSING_PUZZLE_ARGUMENTS_HPP_INCLUDED
