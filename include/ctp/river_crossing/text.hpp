// The river crossing as text (the farmer's puzzle of Alcuin's problem 18, and Amarel's
// missionaries and cannibals): the start bank, a bar for the river, the far bank, one letter a
// passenger, so that a person reads who is where: `FWGC|` and `WC|FG` for the farmer, `MMMCCCB|`
// and `MMCC|BMC` for missionaries and cannibals.
#ifndef CTP_RIVER_CROSSING_TEXT_HPP_INCLUDED
#define CTP_RIVER_CROSSING_TEXT_HPP_INCLUDED

#include <cstddef>
#include <string_view>

#include "ctp/detail/reject.hpp"
#include "ctp/fixed_string.hpp"
#include "ctp/river_crossing/rules.hpp"

namespace ctp {

// A state read from text, and the shape the text names: its rule set and its people (a text has
// no seats: the shape has the default boat of 2).
struct river_parsed {
  river_shape shape;  // the rule set and the people the text names, with a boat of 2
  river_state state;  // where each one stands, and the boat
  // Equal when every member is equal.
  friend constexpr bool operator==(const river_parsed&, const river_parsed&) = default;
};

// Reads a state and its people from text: `river_parse("MMCC|BMC")` is
// {missionaries_and_cannibals(3, 3, 2), {2, 2, 0, false}}.
// 1. The text is the start bank, one `|` for the river, and the far bank.
// 2. Each passenger is one letter, on the bank it stands on, in any order within the bank.
// 3. A text with an F is the farmer's puzzle: F (the farmer), W (the wolf), G (the goat) and C
//    (the cabbage), once each; the boat is where the farmer is.
// 4. Otherwise it is missionaries and cannibals: M a missionary, C a cannibal, and one B, the
//    boat, on its bank; at most river_max_people people.
// Anything else throws `ctp: ...` (a compile error in a constant expression). Whether the state
// is safe is river_parse(text, shape)'s question.
constexpr river_parsed river_parse(std::string_view text) {
  using detail::reject;  // short, so that each message stays on the line the compiler shows
  // 1. One bar between the banks.
  std::size_t bar = text.size();
  for (std::size_t at = 0; at != text.size(); ++at) {
    if (text[at] != '|') continue;
    if (bar != text.size()) reject("ctp: river crossing text has one | between the two banks");
    bar = at;
  }
  if (bar == text.size()) reject("ctp: river crossing text has one | between the two banks");
  // 2. Count each letter, and each letter on the start bank.
  int all[128]{};
  int start[128]{};
  for (std::size_t at = 0; at != text.size(); ++at) {
    const char letter = text[at];
    if (letter == '|') continue;
    if (letter != 'F' && letter != 'W' && letter != 'G' && letter != 'C' && letter != 'M' &&
        letter != 'B')
      reject("ctp: river crossing text holds F, W, G, C (farmer) or M, C, B, and one |");
    ++all[static_cast<unsigned char>(letter)];
    if (at < bar) ++start[static_cast<unsigned char>(letter)];
  }
  const auto on_start = [&](char letter) { return start[static_cast<unsigned char>(letter)]; };
  const auto count = [&](char letter) { return all[static_cast<unsigned char>(letter)]; };
  // 3. With an F, the farmer's puzzle: F, W, G and C once each, the boat where the farmer is.
  if (count('F') != 0) {
    if (count('F') != 1 || count('W') != 1 || count('G') != 1 || count('C') != 1 ||
        count('M') != 0 || count('B') != 0)
      reject("ctp: the farmer's text has F, W, G and C once each, and no M or B (e.g. FWGC|)");
    const unsigned items = (on_start('W') != 0 ? river_wolf : 0u) |
                           (on_start('G') != 0 ? river_goat : 0u) |
                           (on_start('C') != 0 ? river_cabbage : 0u);
    return {river_shape::farmer(), {0, 0, items, on_start('F') != 0}};
  }
  // 4. Otherwise missionaries and cannibals: M and C, and one boat B on one bank.
  if (count('W') != 0 || count('G') != 0 || count('B') != 1)
    reject("ctp: missionaries and cannibals text has M, C and one boat B (e.g. MMMCCCB|)");
  if (count('M') + count('C') > river_max_people)
    reject("ctp: missionaries and cannibals needs 1 to 200 people in all");
  return {river_shape::missionaries_and_cannibals(count('M'), count('C'), 2),
          {on_start('M'), on_start('C'), 0, on_start('B') != 0}};
}

// Reads a state of shape from its text: as river_parse(text), and the text's people must be the
// shape's (the same rule set, as many missionaries and as many cannibals), and the state safe;
// otherwise throws `ctp: ...`.
constexpr river_state river_parse(std::string_view text, const river_shape& shape) {
  detail::require_river(detail::river_shape_problem(shape));
  const river_parsed read = river_parse(text);
  if (read.shape.rules != shape.rules || read.shape.missionaries != shape.missionaries ||
      read.shape.cannibals != shape.cannibals)
    detail::reject("ctp: the text's people are not the puzzle's: each must be on one bank");
  detail::require_river(detail::river_state_problem(shape, read.state));
  return read.state;
}

// The state written as Text, read by the compiler: `river_state_of<"MMCC|BMC">`. Bad text is a
// compile error that quotes river_parse's message.
template <fixed_string Text>
inline constexpr river_state river_state_of = river_parse(Text.view()).state;

// The number of characters of a state's text for shape: one a passenger and the bar, and for
// missionaries and cannibals one more for the boat (`FWGC|` has 5, `MMMCCCB|` 8); 0 for a shape
// that river_valid rejects.
constexpr std::size_t river_text_size(const river_shape& shape) noexcept {
  if (!river_valid(shape)) return 0;
  if (shape.rules == river_rules::farmer) return 5;
  return static_cast<std::size_t>(shape.missionaries + shape.cannibals) + 2;
}

// Writes state's text for shape, river_text_size(shape) characters, to out[0, size): the start
// bank, `|`, the far bank, each bank in the order F W G C (farmer) or M ... C ..., the boat B
// beside the river (last on the start bank, first on the far bank), as river_parse reads it back.
// out is a char array, std::string or anything indexable with room for them. A shape or state
// that river_valid rejects throws `ctp: ...`.
template <class Chars>
constexpr void river_write_text(Chars& out, const river_shape& shape, const river_state& state) {
  detail::require_river(detail::river_shape_problem(shape));
  detail::require_river(detail::river_state_problem(shape, state));
  std::size_t at = 0;
  const auto put = [&](char letter, int times) {
    for (int k = 0; k < times; ++k) out[at++] = letter;
  };
  for (const bool start : {true, false}) {
    if (!start) out[at++] = '|';
    if (shape.rules == river_rules::farmer) {
      const unsigned items = start ? state.items : river_all_items & ~state.items;
      put('F', state.boat_on_start == start ? 1 : 0);
      put('W', (items & river_wolf) != 0 ? 1 : 0);
      put('G', (items & river_goat) != 0 ? 1 : 0);
      put('C', (items & river_cabbage) != 0 ? 1 : 0);
      continue;
    }
    const bool boat = state.boat_on_start == start;
    if (!start) put('B', boat ? 1 : 0);
    put('M', start ? state.missionaries : shape.missionaries - state.missionaries);
    put('C', start ? state.cannibals : shape.cannibals - state.cannibals);
    if (start) put('B', boat ? 1 : 0);
  }
}

// The text of state for Shape, as a fixed_string: `river_text<river_shape::farmer()>(state)`
// is "WC|FG" after the goat's crossing. A state that does not fit Shape throws `ctp: ...`.
template <river_shape Shape>
constexpr fixed_string<river_text_size(Shape)> river_text(const river_state& state) {
  static_assert(river_valid(Shape),
                "ctp: river_text needs a valid shape: a boat of 1 to 20 seats, and 1 to 200 "
                "missionaries and cannibals (none in the farmer's puzzle)");
  fixed_string<river_text_size(Shape)> text;
  if constexpr (river_valid(Shape)) river_write_text(text.chars, Shape, state);  // one error only
  text.chars[river_text_size(Shape)] = '\0';
  return text;
}

}  // namespace ctp

#endif  // CTP_RIVER_CROSSING_TEXT_HPP_INCLUDED
