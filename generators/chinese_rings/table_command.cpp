// The Chinese rings (the Chinese Ring Puzzle applet by jwalker): the puzzle's ctp-gen subcommands,
// their options read as ctp reads its own, and its part of ctp-gen (cli/puzzles.hpp).
#include <memory>
#include <string>
#include <string_view>
#include <utility>

#include <fmt/format.h>

#include "chinese_rings/puzzle_arguments.hpp"
#include "chinese_rings/table.hpp"
#include "cli/arguments.hpp"
#include "cli/errors.hpp"
#include "headers/table_command.hpp"

namespace ctp::puzzles::chinese_rings {

namespace {

static_assert(headers::max_listed == 24, "rings_count_argument's help says a table has 1 to 24");

// The arguments of the subcommand, as typed, and the function that adds it.
struct rings_arguments {
  cli::typed rings;
  CLI::Option* on = nullptr;
};

cli::command add_rings_table(CLI::App& app) {
  CLI::App& sub = headers::add_table_subcommand(
      app, "rings", "Chinese rings: the moves and states that take N rings off");
  auto arguments = std::make_shared<rings_arguments>();
  cli::add_argument(sub, rings_count_argument, arguments->rings);
  arguments->on = cli::add_flag(sub, rings_on_argument);
  const std::string usage = headers::table_usage("rings", "RINGS [--on]");
  return headers::table_command(sub, usage, [arguments, usage] {
    rings_options options;
    options.rings =
        headers::required_number(arguments->rings, "rings needs RINGS, the number of rings", usage);
    options.on = cli::given(*arguments->on);
    return headers::named_table{rings_table(options),
                                fmt::format("rings_{}{}", options.rings, options.on ? "_on" : ""),
                                ""};
  });
}

}  // namespace

cli::tool_part ctp_gen_part() {
  return {.subcommands = {add_rings_table},
          .examples =
              {
                  "  ctp-gen rings 10 --format json",
              },
          .first_examples = {},
          .progress_notes = {}};
}

}  // namespace ctp::puzzles::chinese_rings
