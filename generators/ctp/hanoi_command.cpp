// The `ctp hanoi` subcommand: reads and checks its arguments, then hands them to a listing
// (hanoi_listing.cpp) or to the pictures (hanoi_picture.cpp).
#include "hanoi_command.hpp"

#include <algorithm>
#include <charconv>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "ctp/hanoi/rules.hpp"
#include "errors.hpp"
#include "hanoi_listing.hpp"
#include "hanoi_picture.hpp"

namespace ctp::cli {
namespace {

constexpr const char* description =
    "Towers of Hanoi (Peelle, seed 002): the 2^N - 1 moves for N discs, START to GOAL";

constexpr const char* footer = R"(A move is named by the two pegs it uses: A = START-PARK,
B = START-GOAL, C = PARK-GOAL (the legal direction is implied). Without a view option the
moves are printed as letters on one line; at most one of --names, --pegs, --discs, --count
and --show may be given.

--names takes three distinct names separated by commas; a name may be of any length (the
library's compile-time move_name holds at most 15 characters) but must not be empty or hold
spaces, as the moves are printed separated by spaces.

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
  CLI::Option* discs_option = nullptr;
  std::string discs;
  std::string names;
  std::vector<std::pair<hanoi_view, CLI::Option*>> views;
};

// The number of discs: a whole number from 1 to 63 (the library's rule, hanoi_valid_discs).
int parse_discs(const hanoi_arguments& arguments) {
  const std::string_view text = arguments.discs;
  const auto needs = fmt::format("hanoi needs 1 to {} discs", ctp::hanoi_max_discs);
  if (arguments.discs_option->count() == 0)
    throw usage_error(fmt::format("{}, got none; usage: {}", needs, usage));
  int discs = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), discs);
  if (error != std::errc{} || end != text.data() + text.size() || !ctp::hanoi_valid_discs(discs))
    throw usage_error(fmt::format("{}, got {}", needs, shown(text)));
  return discs;
}

// The view asked for: the one view flag given, or the letters when none is.
hanoi_view chosen_view(const hanoi_arguments& arguments) {
  hanoi_view view = hanoi_view::letters;
  std::vector<std::string> given, allowed;
  for (const auto& [each, option] : arguments.views) {
    allowed.push_back(option->get_name());
    if (option->count() == 0) continue;
    view = each;
    given.push_back(option->get_name());
  }
  if (given.size() > 1)
    throw usage_error(fmt::format("hanoi shows one view at a time, got {}; choose one of {}",
                                  fmt::join(given, " and "), fmt::join(allowed, ", ")));
  return view;
}

// The three move names of --names: as the library's rule (three distinct names), and since they
// are printed separated by spaces, none empty and none with a space.
move_names parse_names(std::string_view text) {
  std::vector<std::string_view> names;
  for (std::size_t from = 0;;) {
    const std::size_t comma = text.find(',', from);
    names.push_back(text.substr(from, comma - from));
    if (comma == std::string_view::npos) break;
    from = comma + 1;
  }
  if (names.size() != 3)
    throw usage_error(fmt::format(
        "--names needs three names separated by commas (e.g. hop,skip,jump), got {} in {}",
        names.size(), shown(text)));
  for (const std::string_view name : names) {
    if (name.empty() || name.find_first_of(" \t\n\r\v\f") != std::string_view::npos)
      throw usage_error(fmt::format(
          "--names needs names that are not empty and hold no spaces, got {} in {}", shown(name),
          shown(text)));
    if (std::count(names.begin(), names.end(), name) != 1)
      throw usage_error(
          fmt::format("--names needs three distinct names, got {} more than once in {}",
                      shown(name), shown(text)));
  }
  return {std::string(names[0]), std::string(names[1]), std::string(names[2])};
}

void run_hanoi(const hanoi_arguments& arguments, output& out) {
  const int discs = parse_discs(arguments);
  switch (chosen_view(arguments)) {
    case hanoi_view::letters: return write_hanoi_moves(out, discs);
    case hanoi_view::names: return write_hanoi_moves(out, discs, parse_names(arguments.names));
    case hanoi_view::pegs: return write_hanoi_pegs(out, discs);
    case hanoi_view::discs: return write_hanoi_discs(out, discs);
    case hanoi_view::count: return write_hanoi_count(out, discs);
    case hanoi_view::show: return write_hanoi_show(out, discs);
  }
}

}  // namespace

command add_hanoi_command(CLI::App& app) {
  CLI::App* hanoi = app.add_subcommand("hanoi", description);
  hanoi->footer(footer);
  hanoi->allow_extras();  // stray arguments are reported by main, in ctp's words
  auto arguments = std::make_shared<hanoi_arguments>();
  arguments->discs_option =
      hanoi->add_option("DISCS", arguments->discs,
                        fmt::format("the number of discs, 1 to {}", ctp::hanoi_max_discs))
          ->type_name("");
  auto flag = [hanoi](const char* name, const char* what) {
    return hanoi->add_flag(name)->description(what);
  };
  arguments->views = {
      {hanoi_view::names,
       hanoi->add_option("--names", arguments->names,
                         "print the moves with three names of your own, separated by spaces")
           ->type_name("A,B,C")},
      {hanoi_view::pegs, flag("--pegs", "print one line a move: disc D: FROM -> TO")},
      {hanoi_view::discs, flag("--discs", "print the disc each move moves: 1 2 1 3 1 2 1 ...")},
      {hanoi_view::count, flag("--count", "print only the number of moves, 2^N - 1")},
      {hanoi_view::show, flag("--show", "draw the pegs at the start and after every move")},
  };
  return {hanoi, usage, [arguments](output& out) { run_hanoi(*arguments, out); }};
}

}  // namespace ctp::cli
