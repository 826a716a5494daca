// Towers of Hanoi (Peelle's closed form, "Towers of Hanoi, Simplified in J"): the puzzle's ctp-gen
// subcommands, their options read as ctp reads its own, and its part of ctp-gen (cli/puzzles.hpp).
#include <memory>
#include <string>
#include <string_view>
#include <utility>

#include <fmt/format.h>

#include "cli/arguments.hpp"
#include "cli/errors.hpp"
#include "hanoi/names.hpp"
#include "hanoi/table.hpp"
#include "headers/table_command.hpp"

namespace ctp::puzzles::hanoi {

namespace {

// The arguments of the subcommand, as typed (headers::typed), and the function that adds it.
struct hanoi_arguments {
  headers::typed discs, names;
};

cli::command add_hanoi_table(CLI::App& app) {
  CLI::App& sub = headers::add_table_subcommand(
      app, "hanoi", "Towers of Hanoi: the move letters (or names) for N discs");
  auto arguments = std::make_shared<hanoi_arguments>();
  headers::add_typed(sub, "--discs", arguments->discs, "N",
                     "the number of discs, 1 to 24 (required)");
  headers::add_typed(sub, "--names", arguments->names, "A,B,C",
                     "three distinct names for A, B and C, separated by commas");
  const std::string usage = headers::table_usage("hanoi", "--discs N [--names A,B,C]");
  return headers::table_command(sub, usage, [arguments, usage] {
    gen::hanoi_options options;
    options.discs = headers::required_number(arguments->discs,
                                             "hanoi needs --discs N, the number of discs", usage);
    // The same names, with the same messages, as ctp hanoi --names.
    if (cli::given(*arguments->names.option))
      for (std::string& name : cli::parse_hanoi_names(arguments->names.text))
        options.names.push_back(std::move(name));
    return headers::named_table{gen::hanoi_table(options), fmt::format("hanoi_{}", options.discs)};
  });
}

}  // namespace

cli::tool_part ctp_gen_part() {
  return {.subcommands = {add_hanoi_table},
          .examples =
              {
                  "  ctp-gen hanoi --discs 10 --names hop,skip,jump --namespace my::tables --name "
                  "hanoi",
              },
          .first_examples = {},
          .progress_notes = {}};
}

}  // namespace ctp::puzzles::hanoi
