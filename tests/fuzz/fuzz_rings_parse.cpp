// Fuzz target: ctp::rings_parse, the state text of `ctp rings --start STATE --goal STATE`. Text
// that parses must be a valid state of as many rings as it has letters and write back
// (rings_write_text) to itself; anything else must be refused with one `ctp: ` line.
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "ctp/chinese_rings/text.hpp"
#include "support/library_error.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const std::string input = fmt::format("{:?}", text);
  ctp::rings_parsed parsed{};
  try {
    parsed = ctp::rings_parse(text);
  } catch (const std::invalid_argument& error) {
    ctp::fuzz::check_library_error(error, input);
    return 0;
  }
  if (static_cast<std::size_t>(parsed.rings) != text.size() ||
      !ctp::rings_valid(parsed.rings, parsed.state))
    ctp::fuzz::fail(fmt::format("{} parses to {} rings in state {}, not a valid state", input,
                                parsed.rings, parsed.state));
  std::string back(text.size(), '?');
  ctp::rings_write_text(back, parsed.rings, parsed.state);
  if (back != text) ctp::fuzz::fail(fmt::format("{} is written back as {}", input, back));
  return 0;
}
