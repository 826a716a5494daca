// The river crossing (Alcuin's farmer, Amarel's missionaries and cannibals): the accessors
// ctp-gen copies into every river header (generators/river_crossing/accessors.hpp), compiled on
// their own after a small stand-in table, and the rule they repeat, how detail::index_of reads a
// state's text and numbers it, proven equal to the library's (ctp::river_parse and
// ctp::river_graph::index) for every state of two puzzles: the stand-in's farmer and the 3 and 3
// header ctp-gen writes at build time.
#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string_view>
#include <type_traits>

#include "ctp/river_crossing/graph.hpp"
#include "ctp/river_crossing/text.hpp"
#include "generated/river_3_3.hpp"

namespace stand_in {

// What a river header declares before the accessors, for the farmer's puzzle: its sizes, and an
// entry for each of its 16 indices (only the reading and writing of text is proven here; the
// generated headers' own test, static_river_generated.cpp, proves their lookups).
using index_type = std::uint32_t;
inline constexpr bool farmer = true;
inline constexpr int missionaries = 0;
inline constexpr int cannibals = 0;
inline constexpr int seats = 2;

namespace detail {
inline constexpr index_type state_count = 16;
inline constexpr index_type reached_count = 16;
inline constexpr index_type reachable_count = 16;
inline constexpr index_type start = 15;
inline constexpr index_type goal = 0;
inline constexpr std::size_t text_capacity = 5;
inline constexpr std::array<std::uint16_t, 16> costs{};
inline constexpr std::array<std::uint16_t, 16> next_states{};
inline constexpr std::array<std::string_view, 16> move_texts{};
}  // namespace detail

// In the order a header has them: the shared accessors, then the puzzle's.
#include "headers/accessors.hpp"

#include "river_crossing/accessors.hpp"

}  // namespace stand_in

namespace {

// Whether index_of(text) is the library's index for the text of every state of shape, safe or
// not (ctp::river_write_text writes only safe ones, so each is written by hand here the way it
// does), and `state_count` for text that is not one.
// 1. Walk every number of the library's graph; write its state's text, bank by bank.
// 2. Compare index_of's number with the graph's index of ctp::river_parse's state.
template <class IndexOf>
constexpr bool index_of_is_the_library_s(const ctp::river_shape& shape, IndexOf index_of) {
  const ctp::river_graph graph(shape);
  for (std::uint64_t i = 0; i != graph.state_count(); ++i) {
    const ctp::river_state s = graph.state(i);
    // A char array, not a std::string: clang cannot evaluate libstdc++ 12's std::string.
    char text[16]{};
    std::size_t size = 0;
    const auto put = [&](char letter, int times) {
      for (int k = 0; k < times; ++k) text[size++] = letter;
    };
    for (const bool start : {true, false}) {
      if (!start) put('|', 1);
      if (shape.rules == ctp::river_rules::farmer) {
        const unsigned items = start ? s.items : ctp::river_all_items & ~s.items;
        put('F', s.boat_on_start == start ? 1 : 0);
        put('W', (items & ctp::river_wolf) != 0 ? 1 : 0);
        put('G', (items & ctp::river_goat) != 0 ? 1 : 0);
        put('C', (items & ctp::river_cabbage) != 0 ? 1 : 0);
        continue;
      }
      put('B', s.boat_on_start == start ? 1 : 0);
      put('M', start ? s.missionaries : shape.missionaries - s.missionaries);
      put('C', start ? s.cannibals : shape.cannibals - s.cannibals);
    }
    const std::string_view written(text, size);
    if (index_of(written) != graph.index(ctp::river_parse(written).state)) return false;
  }
  return true;
}

static_assert(index_of_is_the_library_s(ctp::river_shape::farmer(), [](std::string_view text) {
  return stand_in::detail::index_of(text);
}));
static_assert(index_of_is_the_library_s(ctp::river_shape::missionaries_and_cannibals(3, 3, 2),
                                        [](std::string_view text) {
                                          return generated::river_3_3::detail::index_of(text);
                                        }));

// Text that is no state of the puzzle has the index `state_count`: no bar, two bars, a letter
// twice, a letter of the other puzzle, people missing.
static_assert(stand_in::detail::index_of("FWGC") == stand_in::detail::state_count);
static_assert(stand_in::detail::index_of("FW|G|C") == stand_in::detail::state_count);
static_assert(stand_in::detail::index_of("FWGCC|") == stand_in::detail::state_count);
static_assert(stand_in::detail::index_of("FWGCB|") == stand_in::detail::state_count);
static_assert(generated::river_3_3::detail::index_of("MMMCCB|") ==
              generated::river_3_3::detail::state_count);
static_assert(generated::river_3_3::detail::index_of("MMMCCC|") ==
              generated::river_3_3::detail::state_count);
static_assert(stand_in::parse("FWGC|") == stand_in::start());
static_assert(stand_in::text(stand_in::start()).view() == "FWGC|");
static_assert(stand_in::text(stand_in::goal()).view() == "|FWGC");

}  // namespace
