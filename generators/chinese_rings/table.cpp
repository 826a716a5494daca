// ctp-gen rings: the moves and states that take N Chinese rings off, or put them on (the
// Chinese Ring Puzzle applet by jwalker).
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "ctp/chinese_rings.hpp"
#include "chinese_rings/listing.hpp"
#include "chinese_rings/table.hpp"

namespace ctp::puzzles::chinese_rings {

// generators/chinese_rings/accessors.hpp, embedded when ctp-gen is built (scripts/embed_text.py).
extern const std::string_view chinese_rings_accessors;

headers::document rings_table(const rings_options& options) {
  const int n = options.rings;
  if (n < 1 || n > headers::max_listed)
    throw std::invalid_argument(
        fmt::format("a rings table needs 1 to {} rings, got {}", headers::max_listed, n));
  const std::uint64_t count = ctp::rings_move_count(n);
  const int state_bytes = (n + 7) / 8;
  // The Gray-code walk that ctp::rings_remove_moves<N>() is made of at compile time.
  const ctp::rings_state all_up = ctp::rings_all_up(n);
  std::vector<ctp::rings_move> path(count);
  ctp::rings_write_path(path.data(), n, options.on ? 0 : all_up, options.on ? all_up : 0);
  std::vector<std::uint8_t> moves, path_states;
  ctp::rings_state state = options.on ? 0 : all_up;
  for (std::uint64_t k = 0; k <= count; ++k) {
    for (int b = 0; b != state_bytes; ++b)
      path_states.push_back(static_cast<std::uint8_t>(state >> (8 * b)));
    if (k == count) break;
    moves.push_back(static_cast<std::uint8_t>(path[k].ring | (path[k].up ? 0x80 : 0)));
    state = ctp::rings_apply(n, state, path[k]);
  }
  headers::document doc;
  doc.puzzle = "rings";
  doc.title = fmt::format(
      "The Chinese rings, {} rings (jwalker's applet): every move and state that {} all rings.", n,
      options.on ? "puts on" : "takes off");
  doc.arguments = {std::to_string(n)};
  if (options.on) doc.arguments.emplace_back("--on");
  doc.add_integer("rings", "int", n,
                  "The number of rings; ring 1 is the head of the list, ring n the free end.");
  doc.api_fields = {"rings"};
  doc.shared_regions = {"state", "letters"};
  doc.add_cpp_integer("text_capacity", "std::size_t", n, "The letters of a state's text.");
  doc.add_integer("move_count", "std::uint64_t", static_cast<std::int64_t>(count),
                  "The number of moves: 1, 2, 5, 10, 21, ... (OEIS A000975).");
  doc.add_bytes("moves", std::move(moves), "Move k: the ring's number, plus 128 when it goes up.");
  doc.add_integer("state_bytes", "int", state_bytes,
                  "The bytes of one state, least significant first.");
  doc.add_bytes("path", std::move(path_states),
                "The path: the state after k moves, k = 0 .. move_count: bit n - i is set iff ring "
                "i is up.");
  std::vector<std::string> move_texts;
  for (int ring = 1; ring <= n; ++ring)
    for (const bool up : {false, true})
      move_texts.push_back(rings_move_text(ctp::rings_move{ring, up}));
  doc.add_texts("move_texts", std::move(move_texts),
                "The text of each move, as ctp rings prints it: ring i down, then ring i up.");
  doc.accessors = headers::region(chinese_rings_accessors, "rings");
  return doc;
}

}  // namespace ctp::puzzles::chinese_rings
