// ctp-gen hanoi: the moves for N discs by Peelle's closed form ("Towers of Hanoi, Simplified in
// J"), as letters or under names of one's own.
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "ctp/hanoi.hpp"
#include "hanoi/table.hpp"

namespace ctp::puzzles::hanoi {

// generators/hanoi/accessors.hpp, embedded when ctp-gen is built (scripts/embed_text.py).
extern const std::string_view hanoi_accessors;

headers::document hanoi_table(const hanoi_options& options) {
  if (options.discs < 1 || options.discs > headers::max_listed)
    throw std::invalid_argument(fmt::format("a hanoi table needs 1 to {} discs, got {}",
                                            headers::max_listed, options.discs));
  headers::document doc;
  doc.puzzle = "hanoi";
  doc.title =
      fmt::format("Towers of Hanoi, {} discs (Peelle's closed form): every move, START to GOAL.",
                  options.discs);
  doc.arguments = {std::to_string(options.discs)};
  // The very function the compiler runs for ctp::hanoi_moves<N>().
  std::string letters(ctp::hanoi_move_count(options.discs), '?');
  ctp::with_closed_form::hanoi_write_moves(letters, options.discs);

  doc.add_integer("discs", "int", options.discs, "The number of discs.");
  doc.api_fields = {"discs"};
  doc.add_integer("move_count", "std::uint64_t", static_cast<std::int64_t>(letters.size()),
                  "2^discs - 1 moves.");
  doc.add_bytes(
      "moves", {letters.begin(), letters.end()},
      "The moves in order, one letter each: A = START-PARK, B = START-GOAL, C = PARK-GOAL "
      "(a move names two pegs; the legal direction is implied).");
  std::vector<std::string> texts{"A", "B", "C"};
  if (!options.names.empty()) {
    doc.arguments.emplace_back("--names");
    doc.arguments.push_back(
        fmt::format("{},{},{}", options.names[0], options.names[1], options.names[2]));
    texts = options.names;
  }
  doc.add_texts("move_texts", std::move(texts), "The texts of A, B and C.");
  doc.accessors = headers::region(hanoi_accessors, "hanoi");
  return doc;
}

}  // namespace ctp::puzzles::hanoi
