// Nine tails (Liang, "The Weighted Nine Tails Problem"): the puzzle's ctp-gen subcommands, their
// options read as ctp reads its own, and its part of ctp-gen (cli/puzzles.hpp).
#include <memory>
#include <string>
#include <string_view>
#include <utility>

#include <fmt/format.h>

#include "cli/arguments.hpp"
#include "cli/errors.hpp"
#include "headers/table_command.hpp"
#include "nine_tails/puzzle_arguments.hpp"
#include "nine_tails/table.hpp"

namespace ctp::puzzles::nine_tails {

namespace {

// The arguments of the subcommand, as typed, and the function that adds it.
struct nine_tails_arguments {
  cli::typed rows, cols;
  CLI::Option* unweighted = nullptr;
};

cli::command add_nine_tails_table(CLI::App& app) {
  CLI::App& sub = headers::add_table_subcommand(
      app, "nine-tails", "nine tails: the cost and next move of every state of a board");
  auto arguments = std::make_shared<nine_tails_arguments>();
  cli::add_argument(sub, nine_tails_rows_argument, arguments->rows);
  cli::add_argument(sub, nine_tails_cols_argument, arguments->cols);
  arguments->unweighted = cli::add_flag(sub, nine_tails_unweighted_argument);
  const std::string usage =
      headers::table_usage("nine-tails", "[--rows R] [--cols C] [--unweighted]");
  return headers::table_command(sub, usage, [arguments] {
    nine_tails_options options;
    options.rows = cli::parse_number(arguments->rows, 3);
    options.cols = cli::parse_number(arguments->cols, 3);
    options.unweighted = cli::given(*arguments->unweighted);
    return headers::named_table{nine_tails_table(options),
                                fmt::format("nine_tails_{}x{}{}", options.rows, options.cols,
                                            options.unweighted ? "_unweighted" : ""),
                                ""};
  });
}

}  // namespace

cli::tool_part ctp_gen_part() {
  return {.subcommands = {add_nine_tails_table},
          .examples = {},
          .first_examples =
              {
                  "  ctp-gen nine-tails --rows 3 --cols 3 -o nine_tails_3x3.hpp",
              },
          .progress_notes = {}};
}

}  // namespace ctp::puzzles::nine_tails
