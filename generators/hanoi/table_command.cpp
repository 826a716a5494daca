// Towers of Hanoi (Peelle's closed form, "Towers of Hanoi, Simplified in J"): the puzzle's ctp-gen
// subcommands, their options read as ctp reads its own, and its part of ctp-gen (cli/puzzles.hpp).
#include <cctype>
#include <memory>
#include <string>
#include <string_view>
#include <utility>

#include <fmt/format.h>

#include "cli/arguments.hpp"
#include "cli/errors.hpp"
#include "hanoi/names.hpp"
#include "hanoi/puzzle_arguments.hpp"
#include "hanoi/table.hpp"
#include "headers/names.hpp"
#include "headers/table_command.hpp"

namespace ctp::puzzles::hanoi {

namespace {

static_assert(headers::max_listed == 24, "hanoi_discs_argument's help says a table has 1 to 24");

// The table and its default name: hanoi_<discs>, then the names of --names if given
// (hanoi_5_x_y_z), which it can spell only when each is letters and digits.
headers::named_table named(const hanoi_options& options) {
  headers::named_table table{hanoi_table(options), fmt::format("hanoi_{}", options.discs), ""};
  for (const std::string& move : options.names) {
    for (const char c : move)
      if (std::isalnum(static_cast<unsigned char>(c)) == 0) {
        table.name.clear();
        table.why_unnamed = fmt::format(
            "hanoi's default name spells the names of --names, and only names of letters and "
            "digits, got {}",
            cli::shown(headers::escaped(move)));
        return table;
      }
    table.name += "_" + move;
  }
  return table;
}

// The arguments of the subcommand, as typed, and the function that adds it.
struct hanoi_arguments {
  cli::typed discs, names;
};

cli::command add_hanoi_table(CLI::App& app) {
  CLI::App& sub = headers::add_table_subcommand(
      app, "hanoi", "Towers of Hanoi: the move letters (or names) for N discs");
  auto arguments = std::make_shared<hanoi_arguments>();
  cli::add_argument(sub, hanoi_discs_argument, arguments->discs);
  cli::add_argument(sub, hanoi_names_argument, arguments->names);
  const std::string usage = headers::table_usage("hanoi", "DISCS [--names A,B,C]");
  return headers::table_command(sub, usage, [arguments, usage] {
    hanoi_options options;
    options.discs =
        headers::required_number(arguments->discs, "hanoi needs DISCS, the number of discs", usage);
    // The same names, with the same messages, as ctp hanoi --names.
    if (cli::given(arguments->names))
      for (std::string& name : parse_hanoi_names(arguments->names.text))
        options.names.push_back(std::move(name));
    return named(options);
  });
}

}  // namespace

cli::tool_part ctp_gen_part() {
  return {.subcommands = {add_hanoi_table},
          .examples =
              {
                  "  ctp-gen hanoi 10 --names hop,skip,jump --namespace my::tables --name "
                  "hanoi",
              },
          .first_examples = {},
          .progress_notes = {}};
}

}  // namespace ctp::puzzles::hanoi
