// The move names typed after --names, as both tools read them (`ctp hanoi --names` and `ctp-gen
// hanoi --names`), so that the same text gets the same answer or the same message.
#ifndef CTP_GENERATORS_HANOI_NAMES_HPP_INCLUDED
#define CTP_GENERATORS_HANOI_NAMES_HPP_INCLUDED

#include <array>
#include <string>
#include <string_view>

namespace ctp::puzzles::hanoi {

// Three names for the moves A, B and C, in that order.
using move_names = std::array<std::string, 3>;

// The three names of `text`, separated by commas: distinct (the library's rule); none empty and
// none with a space, since ctp prints them separated by spaces and ctp-gen writes them into the
// one-line `Regenerate:` command of its header; and each UTF-8 text without control
// characters, which a terminal would obey and an SVG picture cannot hold. Anything else is a
// usage_error that says so: "--names needs three distinct names, got a more than once in a,a,b".
move_names parse_hanoi_names(std::string_view text);

}  // namespace ctp::puzzles::hanoi

#endif  // CTP_GENERATORS_HANOI_NAMES_HPP_INCLUDED
