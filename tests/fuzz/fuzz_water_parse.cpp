// Fuzz target: ctp::water_parse, the capacity and amount lists of `ctp water` and `ctp-gen water`
// (CAPACITIES, --start, --goal). Text that parses must be 2 to 8 amounts of at most
// water_max_amount, written back (water_write_text, water_text_size) as text that parses to the
// same state; anything else must be refused with one `ctp: ` line.
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "ctp/water_pouring/text.hpp"
#include "support/library_error.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const std::string input = fmt::format("{:?}", text);
  ctp::water_state state{};
  try {
    state = ctp::water_parse(text);
  } catch (const std::invalid_argument& error) {
    ctp::fuzz::check_library_error(error, input);
    return 0;
  }
  if (state.cups < 2 || state.cups > ctp::water_max_cups)
    ctp::fuzz::fail(fmt::format("{} parses to {} cups", input, state.cups));
  for (int cup = 0; cup != state.cups; ++cup)
    if (state[cup] < 0 || state[cup] > ctp::water_max_amount)
      ctp::fuzz::fail(fmt::format("{} parses to {} in cup {}", input, state[cup], cup));
  std::string back(ctp::water_text_size(state), '?');
  ctp::water_write_text(back, state);
  try {
    if (ctp::water_parse(back) == state) return 0;
  } catch (const std::invalid_argument& error) {
    ctp::fuzz::fail(fmt::format("{} is written back as {}, which does not parse: {}", input, back,
                                error.what()));
  }
  ctp::fuzz::fail(
      fmt::format("{} is written back as {}, which parses to another state", input, back));
}
