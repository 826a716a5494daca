// The `ctp water-hardest` subcommand: reads and checks its arguments (the library checks the
// family and its messages are quoted), searches with ctp::water_hardest on --jobs threads
// (hardest_search.hpp), and hands the result to listing.cpp; or searches one part of the
// family into a shard file (--shard, --out), or joins the shard files of every part (--merge,
// hardest_merge.hpp).
#include "water_pouring/hardest_command.hpp"

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "ctp/water_pouring/run_time/hardest.hpp"
#include "cli/arguments.hpp"
#include "cli/errors.hpp"
#include "cli/jobs.hpp"
#include "cli/output_file.hpp"
#include "water_pouring/hardest_arguments.hpp"
#include "water_pouring/hardest_dealt.hpp"
#include "water_pouring/hardest_merge.hpp"
#include "water_pouring/hardest_search.hpp"
#include "water_pouring/hardest_shard.hpp"

namespace ctp::puzzles::water_pouring {
namespace {

constexpr const char* description =
    "Water pouring (the 3/5/8 water cups post): the puzzles of K cups, capacities up to N, that "
    "take the most pours";

constexpr const char* footer = R"(The post's last question, "search for bigger solvable
problems": among every puzzle of K cups with capacities from 1 to N (in increasing order,
repeats allowed) and a goal amount from 1 to N in any cup, those whose shortest solution is
longest. With --distinct only capacities in strictly increasing order are searched, every
cup a different size (so N must be at least K): 6,7,12 is searched, 1,12,12 is not.

Without --tap the largest cup (the first, if several) starts full and the others empty, as
in ctp water, and only pours are moves; with --tap every cup starts empty and filling or
emptying a cup are moves too. Amounts already in a cup at the start, and amounts
that cannot be reached, do not count.

The answer is a header line, then one line a puzzle, every tie listed, in increasing order of
capacities and then of goal amount: the capacities and the start, as `ctp water` takes them,
the goal amount and the fewest pours (or moves, with --tap). Each can be replayed, with or
without --start (the start is ctp water's default):
  ctp water 6,7,12 --start 0,0,12 --goal 9
When no puzzle of the family needs a move at all, ctp says so in a sentence, with exit code 1.

Every puzzle of the family is solved by one breadth-first search: the time grows fast with K
and N (3 cups up to 12 take a moment). The cups may span at most 16,777,216 states, N + 1 to
the power K, and the whole search at most 68,719,476,736 steps, a step being a state of the
cups cleared for a search or a move tried: 4 cups up to 43 fit, 3 up to 118, or up to 77 with
--tap. A larger family is refused at once, naming the least number of parts N it fits in: each
part, --shard I/N, is bound alone, and --merge joins them. The tuples are shared out among
--jobs J threads (default: one a core, at most 64), which do not raise the bound; the answer is
the same, byte for byte, with any number of jobs. On a terminal, a line on standard
error counts the capacity tuples searched while the search runs, and is erased at the end;
when standard error is not a terminal, nothing is written there.

Examples:
  ctp water-hardest --cups 3 --max 12        1,12,12 (goal 6) and 6,7,12 (goal 9): 11 pours
  ctp water-hardest --cups 3 --max 12 --tap  11,11,12, goal 6: 20 moves
  ctp water-hardest --cups 3 --max 12 --distinct
                                             6,7,12 (goal 9): 11 pours
  ctp water-hardest --cups 2 --max 9 --tap   the hardest puzzles of two jugs and a tap
  ctp water-hardest --cups 4 --max 24 --shard 1/2 --out part1
  ctp water-hardest --cups 4 --max 24 --shard 2/2 --out part2
  ctp water-hardest --merge part1 part2      what --cups 4 --max 24 prints)";

constexpr const char* usage =
    "ctp water-hardest --cups K --max N [--tap] [--distinct] [--shard I/N --out FILE], or "
    "ctp water-hardest --merge FILE...";

struct water_hardest_arguments {
  water_hardest_options family;
  cli::typed shard;
  cli::typed out;
  CLI::Option* merge_option = nullptr;
  std::vector<std::string> merge;
};

// The part that --shard I/N names, counted from 0 as the library counts: 1 <= I <= N <=
// ctp::water_hardest_max_parts, or a usage_error.
water_hardest_share part_of(const cli::typed& shard) {
  const std::string_view text = shard.text;
  const std::size_t slash = text.find('/');
  const std::optional<int> index = cli::parse_int(text.substr(0, slash));
  const std::optional<int> count =
      slash == std::string_view::npos ? std::nullopt : cli::parse_int(text.substr(slash + 1));
  if (!index || !count || *index < 1 || *index > *count || *count > water_hardest_max_parts)
    throw cli::usage_error(
        fmt::format("{} needs I/N, part I of N parts with 1 <= I <= N <= 1,048,576, got {}",
                    cli::name_of(shard), cli::shown(text)));
  return {*index - 1, *count};
}

// --merge FILE...: the family comes from the files, so no option that names or searches one may
// come with it.
cli::outcome run_water_hardest_merge(const water_hardest_arguments& arguments, cli::output& out) {
  const water_hardest_options& family = arguments.family;
  for (const CLI::Option* other :
       {family.cups.option, family.max.option, family.tap, family.distinct, family.jobs.option,
        arguments.shard.option, arguments.out.option})
    if (cli::given(*other))
      throw cli::usage_error(fmt::format(
          "--merge takes the family from its files, got {} too; give --merge FILE... alone",
          cli::name_of(*other)));
  const water_hardest_merged merged = merge_water_hardest_shards(arguments.merge);
  return print_water_hardest(out, merged.family, merged.result);
}

// The search, after its numbers are read; the library checks the family (its message is shown
// with what was typed). With --shard, one part of it, written to the file of --out.
cli::outcome run_water_hardest(const water_hardest_arguments& arguments, cli::output& out) {
  if (cli::given(*arguments.merge_option)) return run_water_hardest_merge(arguments, out);
  const water_hardest_family family = water_hardest_family_of(arguments.family, usage);
  const int jobs = cli::parse_jobs(arguments.family.jobs);
  const bool sharded = cli::given(arguments.shard);
  if (sharded != cli::given(arguments.out))
    throw cli::usage_error(sharded ? "--shard needs --out FILE, the file its part is written to"
                                   : "--out needs --shard I/N, the part written to it");
  const water_hardest_share part = sharded ? part_of(arguments.shard) : water_hardest_share{};
  if (sharded) cli::check_output_file(arguments.out.text, "--out");
  const water_hardest_result hardest = cli::checked(
      [&] { return search_water_hardest(family, part, jobs, "ctp: water-hardest"); },
      water_hardest_family_text(family) +
          (sharded ? fmt::format(" --shard {}", arguments.shard.text) : std::string()));
  if (!sharded) return print_water_hardest(out, family, hardest);
  const water_hardest_parts parts(family.cups, family.largest, family.tap, family.rule, part.count);
  const water_hardest_dealt dealt =
      water_hardest_dealing(family, parts)[static_cast<std::size_t>(part.index)];
  cli::write_output_file(arguments.out.text,
                         water_hardest_shard_text({family, part, CTP_VERSION, dealt, hardest}),
                         "--out");
  return cli::outcome::answered;
}

}  // namespace

cli::command add_water_hardest_command(CLI::App& app) {
  CLI::App* hardest = cli::add_subcommand(app, "water-hardest", description, footer);
  auto arguments = std::make_shared<water_hardest_arguments>();
  add_water_hardest_options(*hardest, arguments->family);
  cli::add_jobs_option(*hardest, arguments->family.jobs);
  cli::add_text_option(*hardest, "--shard", arguments->shard,
                       "search only part I of the family cut into N parts (needs --out)", "I/N");
  cli::add_text_option(*hardest, "--out", arguments->out,
                       "the shard file that --shard writes its part to", "FILE");
  arguments->merge_option = cli::add_files_option(
      *hardest, "--merge", arguments->merge,
      "print the answer of the whole family from the shard files of all its parts");
  return {hardest, usage,
          [arguments](cli::output& out) { return run_water_hardest(*arguments, out); }};
}

}  // namespace ctp::puzzles::water_pouring
