// The river crossing typed on a command line: the people read here, the shape and the start
// checked by the library (river_graph, river_parse); both tools call it.
#include "river_crossing/puzzle_arguments.hpp"

#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "ctp/river_crossing/graph.hpp"
#include "ctp/river_crossing/text.hpp"
#include "cli/arguments.hpp"
#include "cli/errors.hpp"

namespace ctp::puzzles::river_crossing {

// 1. The people: the word farmer, or two whole numbers, missionaries and cannibals.
// 2. The seats, 2 unless typed; the library checks the shape (river_graph's constructor).
// 3. The start: the typed state, read and checked by the library; or everyone on the start bank,
//    checked by the library as well, since people the tool accepts may start unsafe (2,3: the
//    cannibals outnumber the missionaries), and the message names what was typed.
river_puzzle river_puzzle_of(const cli::typed& people, const cli::typed& seats,
                             const cli::typed& start) {
  const int boat = cli::parse_number(seats, 2);
  river_shape shape = river_shape::farmer(boat);
  if (people.text != "farmer") {
    const std::vector<std::string_view> counts = cli::split_commas(people.text);
    std::optional<int> missionaries, cannibals;
    if (counts.size() == 2) {
      missionaries = cli::parse_int(counts[0]);
      cannibals = cli::parse_int(counts[1]);
    }
    if (!missionaries || !cannibals)
      throw cli::usage_error(
          fmt::format("river needs {}, got {}", river_people_needs, cli::shown(people.text)));
    shape = river_shape::missionaries_and_cannibals(*missionaries, *cannibals, boat);
  }
  const std::string typed =
      cli::given(seats)
          ? fmt::format("{} --seats {}", cli::shown(people.text), cli::shown(seats.text))
          : cli::shown(people.text);
  cli::checked([&] { return river_graph(shape); }, typed);
  if (!cli::given(start)) {
    const river_puzzle puzzle = river_default_puzzle(shape);
    cli::checked([&] { ctp::detail::require_river_puzzle(puzzle); },
                 typed + " (the start: everyone on the start bank)");
    return puzzle;
  }
  const river_state state = cli::checked([&] { return ctp::river_parse(start.text, shape); },
                                         "--start " + cli::shown(start.text));
  return {shape, state};
}

std::string river_state_text(const river_shape& shape, const river_state& state) {
  std::string text(ctp::river_text_size(shape), ' ');
  ctp::river_write_text(text, shape, state);
  return text;
}

}  // namespace ctp::puzzles::river_crossing
