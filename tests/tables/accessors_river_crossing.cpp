// The river crossing (Alcuin's farmer, Amarel's missionaries and cannibals): the accessors
// ctp-gen copies into every river header (generators/river_crossing/accessors.hpp), compiled on
// their own after a small stand-in table, and the rule they repeat, how detail::number_of reads a
// state's text and numbers it, proven equal to the library's (ctp::river_parse and
// ctp::river_graph::index) for every state of two puzzles: the stand-in's farmer and the 3 and 3
// header ctp-gen writes at build time.
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <type_traits>

#include "ctp/river_crossing/graph.hpp"
#include "ctp/river_crossing/text.hpp"
#include "generated/river_3_3.hpp"

namespace stand_in {

// What a river header declares before the accessors, for the farmer's puzzle: its sizes, and an
// entry for each of its 16 numbers (only the reading of text is proven here; the generated
// headers' own test, static_river_generated.cpp, proves their lookups).
inline constexpr bool farmer = true;
inline constexpr int missionaries = 0;
inline constexpr int cannibals = 0;
inline constexpr int seats = 2;
inline constexpr std::uint32_t states = 16;
inline constexpr std::uint32_t reached_states = 16;
inline constexpr std::uint32_t reachable_states = 16;
inline constexpr std::array<std::uint16_t, 16> costs{};
inline constexpr std::array<std::uint16_t, 16> nexts{};

namespace detail {
inline void state_outside_the_table() {}
inline void state_not_reached_from_the_start() {}
inline void text_is_not_a_state() {}
}  // namespace detail

#include "river_crossing/accessors.hpp"

}  // namespace stand_in

namespace {

// Whether number_of(text) is the library's number for the text of every state of shape, safe or
// not (ctp::river_write_text writes only safe ones, so each is written by hand here the way it
// does), and `states` for text that is not one.
// 1. Walk every number of the library's graph; write its state's text, bank by bank.
// 2. Compare number_of's number with the graph's index of ctp::river_parse's state.
template <class NumberOf>
constexpr bool number_of_is_the_library_s(const ctp::river_shape& shape, NumberOf number_of) {
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
    if (number_of(written) != graph.index(ctp::river_parse(written))) return false;
  }
  return true;
}

static_assert(number_of_is_the_library_s(ctp::river_shape::farmer(), [](std::string_view text) {
  return stand_in::detail::number_of(text);
}));
static_assert(number_of_is_the_library_s(ctp::river_shape::missionaries_and_cannibals(3, 3, 2),
                                         [](std::string_view text) {
                                           return generated::river_3_3::detail::number_of(text);
                                         }));

// Text that is no state of the puzzle is numbered `states`: no bar, two bars, a letter twice, a
// letter of the other puzzle, people missing.
static_assert(stand_in::detail::number_of("FWGC") == stand_in::states);
static_assert(stand_in::detail::number_of("FW|G|C") == stand_in::states);
static_assert(stand_in::detail::number_of("FWGCC|") == stand_in::states);
static_assert(stand_in::detail::number_of("FWGCB|") == stand_in::states);
static_assert(generated::river_3_3::detail::number_of("MMMCCB|") == generated::river_3_3::states);
static_assert(generated::river_3_3::detail::number_of("MMMCCC|") == generated::river_3_3::states);
static_assert(stand_in::parse("FWGC|") == std::optional<std::uint32_t>(15));

}  // namespace
