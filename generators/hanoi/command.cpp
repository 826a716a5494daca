// The `ctp hanoi` subcommand: reads and checks its arguments, then hands them to a listing
// (listing.cpp) or to the pictures (picture.cpp, svg.cpp).
#include "hanoi/command.hpp"

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "ctp/hanoi/rules.hpp"
#include "cli/arguments.hpp"
#include "cli/errors.hpp"
#include "hanoi/listing.hpp"
#include "hanoi/names.hpp"
#include "hanoi/picture.hpp"
#include "hanoi/puzzle_arguments.hpp"
#include "hanoi/svg.hpp"

namespace ctp::puzzles::hanoi {
namespace {

static_assert(ctp::hanoi_max_discs == 63, "hanoi_discs_argument's help says 1 to 63 discs");

constexpr const char* description =
    "Towers of Hanoi (Peelle, \"Towers of Hanoi, Simplified in J\"): the 2^N - 1 moves for N "
    "discs, START to GOAL";

constexpr const char* footer = R"(A move is named by the two pegs it uses: A = START-PARK,
B = START-GOAL, C = PARK-GOAL (the legal direction is implied). Without a view option the
moves are printed as letters on one line; at most one of --names, --pegs, --discs, --count
and --show may be given.

--names takes three distinct names separated by commas; a name may be of any length (the
library's compile-time hanoi_move_name holds at most 15 characters) but must not be empty or
hold spaces, as the moves are printed separated by spaces.

Each move is computed on its own in O(1) and written out at once, so any number of discs up
to 63 works (2^63 - 1 moves: stop it with Ctrl-C, or cut it: ctp hanoi 40 | head -c 100).
--show keeps the N discs on their pegs and draws the pegs before the first move and after
every move.

Examples:
  ctp hanoi 3                         BACBACB
  ctp hanoi 3 --names hop,skip,jump   skip hop jump skip hop jump skip
  ctp hanoi 4 --names 1,2,3           1 2 3 1 2 3 1 2 3 1 2 3 1 2 3
  ctp hanoi 3 --pegs                  disc 1: START -> GOAL, and a line for every other move
  ctp hanoi 3 --discs                 1 2 1 3 1 2 1
  ctp hanoi 63 --count                9223372036854775807
  ctp hanoi 2 --show                  the pegs at the start and after each of the 3 moves)";

constexpr const char* usage =
    "ctp hanoi DISCS [--names A,B,C | --pegs | --discs | --count | --show]";

// What a hanoi command line asks for. The views are the flags of which at most one is given.
enum class hanoi_view { letters, names, pegs, discs, count, show };

struct hanoi_arguments {
  cli::typed discs;
  cli::typed names;
  cli::view_flags<hanoi_view> views;
  pictures::svg_options svg;
};

void run_hanoi(const hanoi_arguments& arguments, cli::output& out) {
  const int discs =
      cli::parse_size(arguments.discs, ctp::hanoi_valid,
                      fmt::format("hanoi needs 1 to {} discs", ctp::hanoi_max_discs), usage);
  if (pictures::svg_wanted(arguments.svg)) {  // --svg draws the moves, named by --names if given
    for (std::size_t v = 1; v != arguments.views.size(); ++v)
      pictures::reject_with_svg({arguments.views[v].second});
    const CLI::Option& names = *arguments.views[0].second;
    return write_hanoi_svg(
        out, arguments.svg, discs,
        cli::given(names) ? std::optional(parse_hanoi_names(arguments.names.text)) : std::nullopt);
  }
  switch (cli::chosen_view("hanoi", hanoi_view::letters, arguments.views)) {
    case hanoi_view::letters: return write_hanoi_moves(out, discs);
    case hanoi_view::names:
      return write_hanoi_moves(out, discs, parse_hanoi_names(arguments.names.text));
    case hanoi_view::pegs: return write_hanoi_pegs(out, discs);
    case hanoi_view::discs: return write_hanoi_discs(out, discs);
    case hanoi_view::count: return write_hanoi_count(out, discs);
    case hanoi_view::show: return write_hanoi_show(out, discs);
  }
}

// Adds `hanoi` (its arguments, help and examples) to app.
cli::command add_hanoi_command(CLI::App& app) {
  CLI::App* hanoi = cli::add_subcommand(app, "hanoi", description, footer);
  auto arguments = std::make_shared<hanoi_arguments>();
  cli::add_argument(*hanoi, hanoi_discs_argument, arguments->discs);
  cli::add_argument(*hanoi, hanoi_names_argument, arguments->names);
  arguments->views = {
      {hanoi_view::names, arguments->names.option},
      {hanoi_view::pegs,
       cli::add_flag(*hanoi, "--pegs", "print one line a move: disc D: FROM -> TO")},
      {hanoi_view::discs,
       cli::add_flag(*hanoi, "--discs", "print the disc each move moves: 1 2 1 3 1 2 1 ...")},
      {hanoi_view::count,
       cli::add_flag(*hanoi, "--count", "print only the number of moves, 2^N - 1")},
      {hanoi_view::show,
       cli::add_flag(*hanoi, "--show", "draw the pegs at the start and after every move")},
  };
  pictures::add_svg_options(*hanoi, arguments->svg);
  return {hanoi, usage, [arguments](cli::output& out) {
            run_hanoi(*arguments, out);
            return cli::outcome::answered;
          }};
}

}  // namespace

cli::tool_part ctp_part() {
  return {
      .subcommands = {add_hanoi_command},
      .examples =
          {
              "  ctp hanoi 3                          BACBACB",
              "  ctp hanoi 3 --pegs                   one line a move: disc 1: START -> GOAL ...",
              "  ctp hanoi --help                     everything about hanoi",
          },
      .first_examples = {},
      .progress_notes = {}};
}

}  // namespace ctp::puzzles::hanoi
