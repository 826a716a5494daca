// Fuzz target: ctp::river_parse, the state text of `ctp river --start TEXT`. Text that parses
// must have one | and be the state its letters say, counted here: with an F the farmer's puzzle
// (the items and the farmer on the start bank), otherwise the missionaries, cannibals and boat on
// the start bank. Where that state is a valid state of the text's people, river_write_text gives
// the same letters back, bank by bank (in its own order), as text that parses to the same state,
// and river_parse(text, people) answers the same state; river_parse(text, other people) and
// river_parse(text, people) of an unsafe state throw. Anything refused must be one `ctp: ` line.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "ctp/river_crossing/rules.hpp"
#include "ctp/river_crossing/text.hpp"
#include "support/library_error.hpp"

namespace {

// A bank's letters in one order, so that two banks compare whatever order each is written in.
std::string sorted(std::string_view bank) {
  std::string letters(bank);
  std::sort(letters.begin(), letters.end());
  return letters;
}

// river_parse(text, shape) throws one `ctp: ` line, or fails naming why it should have.
void check_refused(std::string_view text, const ctp::river_shape& shape, const std::string& input,
                   std::string_view why) {
  try {
    const ctp::river_state state = ctp::river_parse(text, shape);
    ctp::fuzz::fail(fmt::format("{} parses for {} to {} {} {} {}", input, why, state.missionaries,
                                state.cannibals, state.items, state.boat_on_start));
  } catch (const std::invalid_argument& error) {
    ctp::fuzz::check_library_error(error, input);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const std::string input = fmt::format("{:?}", text);
  ctp::river_parsed parsed{};
  try {
    parsed = ctp::river_parse(text);
  } catch (const std::invalid_argument& error) {
    ctp::fuzz::check_library_error(error, input);
    return 0;
  }
  // 1. One bar, and the state the letters of the start bank say.
  const std::size_t bar = text.find('|');
  if (bar == std::string_view::npos || text.find('|', bar + 1) != std::string_view::npos)
    ctp::fuzz::fail(fmt::format("{} parses without exactly one |", input));
  const std::string_view start = text.substr(0, bar);
  const std::string_view far = text.substr(bar + 1);
  const auto on_start = [&](char letter) {
    return static_cast<int>(std::ranges::count(start, letter));
  };
  const auto in_all = [&](char letter) {
    return on_start(letter) + static_cast<int>(std::ranges::count(far, letter));
  };
  const ctp::river_state state = parsed.state;
  const bool farmer = in_all('F') != 0;
  const ctp::river_state said =
      farmer ? ctp::river_state{0, 0,
                                (on_start('W') != 0 ? ctp::river_wolf : 0u) |
                                    (on_start('G') != 0 ? ctp::river_goat : 0u) |
                                    (on_start('C') != 0 ? ctp::river_cabbage : 0u),
                                on_start('F') != 0}
             : ctp::river_state{on_start('M'), on_start('C'), 0, on_start('B') != 0};
  if (state != said)
    ctp::fuzz::fail(fmt::format("{} parses to {} {} {} {}, not the state its letters say", input,
                                state.missionaries, state.cannibals, state.items,
                                state.boat_on_start));
  // 2. The text's people (seats are not in the text: the boat of 2 of both tellings).
  const ctp::river_shape people =
      farmer ? ctp::river_shape::farmer()
             : ctp::river_shape::missionaries_and_cannibals(in_all('M'), in_all('C'), 2);
  if (parsed.shape != people)
    ctp::fuzz::fail(fmt::format("{} parses to the people of another shape", input));
  if (!ctp::river_valid(people, state)) {
    check_refused(text, people, input, "its own people, though unsafe or of no people,");
    return 0;
  }
  // 3. Written back: the same letters on each bank, and the same state read again.
  std::string back(ctp::river_text_size(people), '?');
  ctp::river_write_text(back, people, state);
  const std::size_t back_bar = back.find('|');
  if (back_bar == std::string::npos || sorted(back.substr(0, back_bar)) != sorted(start) ||
      sorted(back.substr(back_bar + 1)) != sorted(far))
    ctp::fuzz::fail(fmt::format("{} is written back as {}, other letters on a bank", input, back));
  try {
    if (ctp::river_parse(back) != parsed || ctp::river_parse(text, people) != state)
      ctp::fuzz::fail(
          fmt::format("{} is written back as {}, which parses to another state, or "
                      "parses to another state for its own people",
                      input, back));
  } catch (const std::invalid_argument& error) {
    ctp::fuzz::fail(fmt::format("{} (written back as {}) does not parse for its own people: {}",
                                input, back, error.what()));
  }
  // 4. Other people: the farmer's text for missionaries, or one missionary more.
  const ctp::river_shape others =
      farmer ? ctp::river_shape::missionaries_and_cannibals(1, 1, 2)
             : ctp::river_shape::missionaries_and_cannibals(in_all('M') + 1, in_all('C'), 2);
  check_refused(text, others, input, "other people");
  return 0;
}
