// The `ctp rings` subcommand: reads and checks its arguments, then hands the way to solve (a
// rings_plan) to a listing (listing.cpp) or to the pictures (picture.cpp, svg.cpp).
#include "chinese_rings/command.hpp"

#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "ctp/chinese_rings/rules.hpp"
#include "ctp/chinese_rings/text.hpp"
#include "chinese_rings/listing.hpp"
#include "chinese_rings/picture.hpp"
#include "chinese_rings/puzzle_arguments.hpp"
#include "chinese_rings/svg.hpp"
#include "cli/arguments.hpp"
#include "cli/errors.hpp"

namespace ctp::puzzles::chinese_rings {
namespace {

static_assert(ctp::rings_max_rings == 63, "rings_count_argument's help says 1 to 63 rings");

constexpr const char* description =
    "Chinese rings (jwalker's applet): the moves that take N rings off the bar, or put them on";

constexpr const char* footer = R"(Rings are numbered as in the applet's RingList: ring 1 is
the head, ring N the last ring, which may move at any time; ring I < N may move, up or down,
only when ring I+1 is up and every ring after it is down. A state is written ring 1 first,
U for up (on the bar) and D for down (off it): UUDUD. Without a view option the moves are
printed one a line, `ring I down` or `ring I up`; at most one of --path, --count and
--show may be given.

Ends: without options the rings go from all up to all down (1, 2, 5, 10, 21, ... moves);
--on puts them on, from all down to all up. --start and --goal give other ends, each a
state with one letter a ring (--start alone ends at all down, --goal alone starts at all
up); RINGS may then be left out, and if it is given the states must have RINGS letters.
The way between two states is the shortest one (all states lie on one path, so it is
unique).

--double also lets rings N-1 and N, at the free end, move together when both are up or
both are down, as on a real puzzle: such a move is printed `rings N-1+N down` (or up), and
N rings come off in 1, 1, 4, 7, 16, 31, ... moves. It goes with --on, --start and --goal
alike: the way is again the shortest one, the single-move path with a double move in
place of every two moves it can replace (also unique).

--path prints the start state first, then the state after every move. --show draws the
rings before the first move and after every move: the ring numbers, the bar with every
ring that is up threaded on it (O), and below it the posts (|) with every ring that is
down hanging there (O).

Every move, single or double, is computed on its own in O(1) and written out at once, so
any number of rings up to 63 works in constant memory (6148914691236517205 moves: stop it
with Ctrl-C, or cut it: ctp rings 63 | head -n 3). --count is instant in every case.

Examples:
  ctp rings 3                        ring 3 down, ring 1 down, ring 3 up, ring 2 down,
                                     ring 3 down (one a line)
  ctp rings 3 --on                   ring 3 up, ring 2 up, ring 3 down, ring 1 up, ring 3 up
  ctp rings 3 --path                 UUU UUD DUD DUU DDU DDD (one a line)
  ctp rings 3 --double               ring 3 down, ring 1 down, ring 3 up, rings 2+3 down
  ctp rings 63 --count               6148914691236517205
  ctp rings 5 --double --count       16
  ctp rings --start UUDUD --goal DDDDD
                                     the 19 moves from UUDUD to all down
  ctp rings --double --start DUU --goal UDD
                                     the 4 moves from DUU to UDD, the last rings 2+3 down
  ctp rings 2 --show                 the rings at the start and after each of the 2 moves)";

constexpr const char* usage =
    "ctp rings RINGS [--on] [--double] [VIEW], or ctp rings [RINGS] [--start STATE] "
    "[--goal STATE] [--double] [VIEW], VIEW one of --path, --count, --show";

// What a rings command line asks for. The views are the flags of which at most one is given.
enum class rings_view { moves, path, count, show };

struct rings_arguments {
  cli::typed rings;
  CLI::Option* on = nullptr;
  cli::typed start;
  cli::typed goal;
  CLI::Option* double_move = nullptr;
  cli::view_flags<rings_view> views;
  pictures::svg_options svg;
};

// The state typed for --start or --goal, if it was given: read by the library's rings_parse,
// whose message says what is allowed.
std::optional<rings_parsed> parse_state(const cli::typed& state) {
  if (!cli::given(state)) return std::nullopt;
  try {
    return ctp::rings_parse(state.text);
  } catch (const std::invalid_argument& error) {
    throw cli::usage_error(fmt::format("{}: {}, got {}", cli::name_of(state),
                                       cli::without_prefix(error.what()), cli::shown(state.text)));
  }
}

// Rejects a state that has not one letter a ring; `because` says where the number of rings
// came from.
void check_length(const cli::typed& typed_state, const std::optional<rings_parsed>& state,
                  int rings, std::string_view because) {
  if (!state || state->rings == rings) return;
  throw cli::usage_error(fmt::format("{} needs {} letters, {}, got {} ({} letters)",
                                     cli::name_of(typed_state), rings, because,
                                     cli::shown(typed_state.text), state->rings));
}

// Rejects `option` (--on) when given with --start or --goal; `why` says what it does.
void check_without_states(const rings_arguments& arguments, const CLI::Option& option,
                          std::string_view why) {
  if (!cli::given(option)) return;
  for (const cli::typed* state : {&arguments.start, &arguments.goal})
    if (cli::given(*state))
      throw cli::usage_error(
          fmt::format("{} goes with neither --start nor --goal, got {} and {}; {}",
                      cli::name_of(option), cli::name_of(option), cli::name_of(*state), why));
}

// The way asked for:
// 1. the states of --start and --goal, if given, as the library reads them;
// 2. the number of rings: RINGS if given (then the states must have as many letters), else
//    the length of the first state given (then the other must have as many);
// 3. --on excludes --start and --goal;
// 4. the ends: --start, or all up (all down with --on); --goal, or all down (all up with --on).
rings_plan plan_of(const rings_arguments& arguments) {
  const std::optional<rings_parsed> start = parse_state(arguments.start);
  const std::optional<rings_parsed> goal = parse_state(arguments.goal);
  int rings = 0;
  if (cli::given(arguments.rings) || (!start && !goal)) {
    rings = cli::parse_size(arguments.rings, ctp::rings_valid,
                            fmt::format("rings needs 1 to {} rings", ctp::rings_max_rings), usage);
    const std::string because = fmt::format("one for each of the {} rings", rings);
    check_length(arguments.start, start, rings, because);
    check_length(arguments.goal, goal, rings, because);
  } else {
    rings = start ? start->rings : goal->rings;
    check_length(arguments.goal, goal, rings, "as many as --start");
  }
  check_without_states(arguments, *arguments.on, "--on alone goes from all down to all up");
  const bool on = cli::given(*arguments.on);
  const rings_state all_up = ctp::rings_all_up(rings);
  return {rings,
          start ? start->state
          : on  ? ctp::rings_all_down
                : all_up,
          goal ? goal->state
          : on ? all_up
               : ctp::rings_all_down,
          cli::given(*arguments.double_move) ? rings_rule::double_end : rings_rule::single};
}

void run_rings(const rings_arguments& arguments, cli::output& out) {
  const rings_plan plan = plan_of(arguments);
  if (pictures::svg_wanted(arguments.svg)) {
    for (const auto& view : arguments.views) pictures::reject_with_svg({view.second});
    return write_rings_svg(out, arguments.svg, plan);
  }
  switch (cli::chosen_view("rings", rings_view::moves, arguments.views)) {
    case rings_view::moves: return write_rings_moves(out, plan);
    case rings_view::path: return write_rings_path(out, plan);
    case rings_view::count: return write_rings_count(out, plan);
    case rings_view::show: return write_rings_show(out, plan);
  }
}

// Adds `rings` (its arguments, help and examples) to app.
cli::command add_rings_command(CLI::App& app) {
  CLI::App* rings = cli::add_subcommand(app, "rings", description, footer);
  auto arguments = std::make_shared<rings_arguments>();
  cli::add_argument(*rings, rings_count_argument, arguments->rings);
  arguments->on = cli::add_flag(*rings, rings_on_argument);
  cli::add_text_option(*rings, "--start", arguments->start,
                       "start from this state (default: all up)", "STATE");
  cli::add_text_option(*rings, "--goal", arguments->goal, "end at this state (default: all down)",
                       "STATE");
  arguments->double_move = cli::add_flag(
      *rings, "--double", "let rings N-1 and N move together when both are up or both down");
  arguments->views = {
      {rings_view::path,
       cli::add_flag(
           *rings, "--path",
           "print the start state and the state after every move, one a line: UUU UUD ...")},
      {rings_view::count, cli::add_flag(*rings, "--count", "print only the number of moves")},
      {rings_view::show,
       cli::add_flag(*rings, "--show", "draw the rings at the start and after every move")},
  };
  pictures::add_svg_options(*rings, arguments->svg);
  cli::add_alias(*rings, "--from", arguments->start);
  cli::add_alias(*rings, "--to", arguments->goal);
  cli::add_alias(*rings, "--states", *arguments->views[0].second);
  return {rings, usage, [arguments](cli::output& out) {
            run_rings(*arguments, out);
            return cli::outcome::answered;
          }};
}

}  // namespace

cli::tool_part ctp_part() {
  return {.subcommands = {add_rings_command},
          .examples =
              {
                  "  ctp rings 3                          ring 3 down, ring 1 down, ... (one move "
                  "a line)",
                  "  ctp rings 3 --path                   UUU, UUD, DUD, ... (one state a line)",
                  "  ctp rings --help                     everything about rings",
              },
          .first_examples = {},
          .progress_notes = {}};
}

}  // namespace ctp::puzzles::chinese_rings
