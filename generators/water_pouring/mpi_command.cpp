// `ctp-mpi water-hardest`: reads the family as `ctp water-hardest` does (hardest_arguments.hpp),
// and --checkpoint DIR and --parts N, searches over MPI (hardest_mpi.hpp), and prints on the root
// what `ctp water-hardest` prints.
#include "water_pouring/mpi_command.hpp"

#include <memory>
#include <optional>
#include <string>

#include <fmt/format.h>

#include "ctp/water_pouring/run_time/hardest.hpp"
#include "cli/arguments.hpp"
#include "cli/errors.hpp"
#include "cli/jobs.hpp"
#include "water_pouring/hardest_arguments.hpp"
#include "water_pouring/hardest_mpi.hpp"
#include "water_pouring/hardest_shard.hpp"

namespace ctp::puzzles::water_pouring {
namespace {

constexpr const char* description =
    "Water pouring: the puzzles of K cups, capacities up to N, that take the most pours, "
    "searched by every process of an MPI run";

constexpr const char* footer = R"(The search of `ctp water-hardest` (see ctp water-hardest
--help for the family, the answer and its order), run by every process of an MPI run:
  mpirun -n P ctp-mpi water-hardest --cups 4 --max 24
prints exactly what `ctp water-hardest --cups 4 --max 24` prints, whatever P.

The family is cut into parts of alike estimated cost (--parts N; by default 16 a process, at
most one a capacity tuple). Rank 0 hands the parts out one at a time, the largest first, to
whichever process is free, searches parts itself on a thread of its own, and prints the answer;
the other processes print nothing. Each process searches its part on --jobs J threads (default
1). Each part is bound by the 68,719,476,736 steps of one search, not the family: a part past
them is refused, naming the least number of parts that fits, to give as --parts.

With --checkpoint DIR, every finished part is kept in DIR as a shard file, part-I-of-N, the file
of `ctp water-hardest --shard I/N --out FILE`. A run killed at any point (a process killed,
mpirun interrupted) and started again with the same command searches only the parts not in DIR,
and prints the same answer; `ctp water-hardest --merge DIR/part-*` joins the parts as well. The
number of parts is then DIR's, whatever P is; another --parts is refused. A file in DIR of
another search, or not whole, is refused, naming it. Only rank 0 writes DIR: Open MPI places it
on the first machine of a hostfile.

On a terminal, rank 0 counts the parts done on one line of standard error, erased at the end.
With `mpirun -q`, mpirun adds no banner of its own to a refusal.

Examples:
  mpirun -n 4 ctp-mpi water-hardest --cups 4 --max 24
  mpirun -n 64 --hostfile hosts ctp-mpi water-hardest --cups 4 --max 63 --checkpoint run)";

constexpr const char* usage =
    "mpirun -n P ctp-mpi water-hardest --cups K --max N [--tap] [--distinct] [--jobs J] "
    "[--parts N] [--checkpoint DIR]";

struct water_hardest_mpi_arguments {
  water_hardest_options family;
  cli::typed parts;
  cli::typed checkpoint;
};

// The search, after its arguments are read; the library checks the family (its message is shown
// with what was typed).
cli::outcome run_water_hardest_mpi(const water_hardest_mpi_arguments& arguments,
                                   const mpi::world& world, cli::output& out) {
  const water_hardest_family family = water_hardest_family_of(arguments.family, usage);
  water_hardest_mpi_options options;
  options.jobs = cli::given(arguments.family.jobs) ? cli::parse_jobs(arguments.family.jobs) : 1;
  if (cli::given(arguments.parts)) {
    const std::optional<int> parts = cli::parse_int(arguments.parts.text);
    if (!parts || *parts < 1 || *parts > water_hardest_max_parts)
      throw cli::usage_error(fmt::format("--parts needs 1 to 1,048,576 parts, got {}",
                                         cli::shown(arguments.parts.text)));
    options.parts = *parts;
  }
  options.checkpoint = arguments.checkpoint.text;
  if (cli::given(arguments.checkpoint) && options.checkpoint.empty())
    throw cli::usage_error("--checkpoint needs DIR, a folder, got nothing");
  const water_hardest_result hardest =
      cli::checked([&] { return search_water_hardest_mpi(world, family, options); },
                   water_hardest_family_text(family));
  if (!world.root()) return cli::outcome::answered;
  return print_water_hardest(out, family, hardest);
}

}  // namespace

cli::command add_water_hardest_mpi_command(CLI::App& app, const mpi::world& world) {
  CLI::App* hardest = cli::add_subcommand(app, "water-hardest", description, footer);
  auto arguments = std::make_shared<water_hardest_mpi_arguments>();
  add_water_hardest_options(*hardest, arguments->family);
  cli::add_text_option(
      *hardest, "--jobs", arguments->family.jobs,
      "search each part on J threads, 1 to 64 (default: 1, a process a core being the rule)", "J");
  cli::add_text_option(*hardest, "--parts", arguments->parts,
                       "cut the family into N parts (default: as DIR's parts are, or 16 a process)",
                       "N");
  cli::add_text_option(
      *hardest, "--checkpoint", arguments->checkpoint,
      "keep every finished part in the folder DIR, and search only the parts not there", "DIR");
  return {hardest, usage, [arguments, &world](cli::output& out) {
            return run_water_hardest_mpi(*arguments, world, out);
          }};
}

cli::tool_part ctp_mpi_part(const mpi::world& world) {
  cli::tool_part part;
  part.subcommands = {
      [&world](CLI::App& app) { return add_water_hardest_mpi_command(app, world); }};
  part.examples = {
      "  mpirun -n 4 ctp-mpi water-hardest --cups 4 --max 24",
      "                                  what ctp water-hardest --cups 4 --max 24 prints",
      "  ctp-mpi water-hardest --help    everything about water-hardest over MPI"};
  return part;
}

}  // namespace ctp::puzzles::water_pouring
