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
printed one a line, `ring I down` or `ring I up`; at most one of --states, --count and
--show may be given.

Ends: without options the rings go from all up to all down (1, 2, 5, 10, 21, ... moves);
--on puts them on, from all down to all up. --from and --to give other ends, each a state
with one letter a ring (--from alone ends at all down, --to alone starts at all up); RINGS
may then be left out, and if it is given the states must have RINGS letters. The way
between two states is the shortest one (all states lie on one path, so it is unique).

--double also lets rings N-1 and N, at the free end, move together when both are up or
both are down, as on a real puzzle: such a move is printed `rings N-1+N down` (or up), and
N rings come off in 1, 1, 4, 7, 16, 31, ... moves. It goes with --on, --from and --to
alike: the way is again the shortest one, the single-move path with a double move in
place of every two moves it can replace (also unique).

--states prints the start state first, then the state after every move. --show draws the
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
  ctp rings 3 --states               UUU UUD DUD DUU DDU DDD (one a line)
  ctp rings 3 --double               ring 3 down, ring 1 down, ring 3 up, rings 2+3 down
  ctp rings 63 --count               6148914691236517205
  ctp rings 5 --double --count       16
  ctp rings --from UUDUD --to DDDDD  the 19 moves from UUDUD to all down
  ctp rings --double --from DUU --to UDD
                                     the 4 moves from DUU to UDD, the last rings 2+3 down
  ctp rings 2 --show                 the rings at the start and after each of the 2 moves)";

constexpr const char* usage =
    "ctp rings RINGS [--on] [--double] [VIEW], or ctp rings [RINGS] [--from STATE] "
    "[--to STATE] [--double] [VIEW], VIEW one of --states, --count, --show";

// What a rings command line asks for. The views are the flags of which at most one is given.
enum class rings_view { moves, states, count, show };

struct rings_arguments {
  CLI::Option* rings_option = nullptr;
  std::string rings;
  CLI::Option* on = nullptr;
  CLI::Option* from_option = nullptr;
  std::string from;
  CLI::Option* to_option = nullptr;
  std::string to;
  CLI::Option* double_move = nullptr;
  cli::view_flags<rings_view> views;
  pictures::svg_options svg;
};

// The state typed for --from or --to, if the option was given: read by the library's
// rings_parse, whose message says what is allowed.
std::optional<rings_parsed> parse_state(const CLI::Option& option, const std::string& text) {
  if (!cli::given(option)) return std::nullopt;
  try {
    return ctp::rings_parse(text);
  } catch (const std::invalid_argument& error) {
    throw cli::usage_error(fmt::format("{}: {}, got {}", cli::name_of(option),
                                       cli::without_prefix(error.what()), cli::shown(text)));
  }
}

// Rejects a state that has not one letter a ring; `because` says where the number of rings
// came from.
void check_length(const CLI::Option& option, const std::string& text,
                  const std::optional<rings_parsed>& state, int rings, std::string_view because) {
  if (!state || state->rings == rings) return;
  throw cli::usage_error(fmt::format("{} needs {} letters, {}, got {} ({} letters)",
                                     cli::name_of(option), rings, because, cli::shown(text),
                                     state->rings));
}

// Rejects `option` (--on) when given with --from or --to; `why` says what it does.
void check_without_states(const rings_arguments& arguments, const CLI::Option& option,
                          std::string_view why) {
  if (!cli::given(option)) return;
  for (const CLI::Option* state : {arguments.from_option, arguments.to_option})
    if (cli::given(*state))
      throw cli::usage_error(fmt::format("{} goes with neither --from nor --to, got {} and {}; {}",
                                         cli::name_of(option), cli::name_of(option),
                                         cli::name_of(*state), why));
}

// The way asked for:
// 1. the states of --from and --to, if given, as the library reads them;
// 2. the number of rings: RINGS if given (then the states must have as many letters), else
//    the length of the first state given (then the other must have as many);
// 3. --on excludes --from and --to;
// 4. the ends: --from, or all up (all down with --on); --to, or all down (all up with --on).
rings_plan plan_of(const rings_arguments& arguments) {
  const std::optional<rings_parsed> from = parse_state(*arguments.from_option, arguments.from);
  const std::optional<rings_parsed> to = parse_state(*arguments.to_option, arguments.to);
  int rings = 0;
  if (cli::given(*arguments.rings_option) || (!from && !to)) {
    rings = cli::parse_size(*arguments.rings_option, arguments.rings, ctp::rings_valid,
                            fmt::format("rings needs 1 to {} rings", ctp::rings_max_rings), usage);
    const std::string because = fmt::format("one for each of the {} rings", rings);
    check_length(*arguments.from_option, arguments.from, from, rings, because);
    check_length(*arguments.to_option, arguments.to, to, rings, because);
  } else {
    rings = from ? from->rings : to->rings;
    check_length(*arguments.to_option, arguments.to, to, rings, "as many as --from");
  }
  check_without_states(arguments, *arguments.on, "--on alone goes from all down to all up");
  const bool on = cli::given(*arguments.on);
  const rings_state all_up = ctp::rings_all_up(rings);
  return {rings,
          from ? from->state
          : on ? ctp::rings_all_down
               : all_up,
          to   ? to->state
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
    case rings_view::states: return write_rings_states(out, plan);
    case rings_view::count: return write_rings_count(out, plan);
    case rings_view::show: return write_rings_show(out, plan);
  }
}

}  // namespace

cli::command add_rings_command(CLI::App& app) {
  CLI::App* rings = cli::add_subcommand(app, "rings", description, footer);
  auto arguments = std::make_shared<rings_arguments>();
  arguments->rings_option = cli::add_argument(*rings, rings_count_argument, arguments->rings);
  arguments->on = cli::add_flag(*rings, rings_on_argument);
  arguments->from_option = cli::add_text_option(*rings, "--from", arguments->from,
                                                "start from this state (default: all up)", "STATE");
  arguments->to_option = cli::add_text_option(*rings, "--to", arguments->to,
                                              "end at this state (default: all down)", "STATE");
  arguments->double_move = cli::add_flag(
      *rings, "--double", "let rings N-1 and N move together when both are up or both down");
  arguments->views = {
      {rings_view::states,
       cli::add_flag(
           *rings, "--states",
           "print the start state and the state after every move, one a line: UUU UUD ...")},
      {rings_view::count, cli::add_flag(*rings, "--count", "print only the number of moves")},
      {rings_view::show,
       cli::add_flag(*rings, "--show", "draw the rings at the start and after every move")},
  };
  pictures::add_svg_options(*rings, arguments->svg);
  return {rings, usage, [arguments](cli::output& out) {
            run_rings(*arguments, out);
            return cli::outcome::answered;
          }};
}

cli::tool_part ctp_part() {
  return {.subcommands = {add_rings_command},
          .examples =
              {
                  "  ctp rings 3                          ring 3 down, ring 1 down, ... (one move "
                  "a line)",
                  "  ctp rings 3 --states                 UUU, UUD, DUD, ... (one state a line)",
                  "  ctp rings --help                     everything about rings",
              },
          .first_examples = {},
          .progress_notes = {}};
}

}  // namespace ctp::puzzles::chinese_rings
