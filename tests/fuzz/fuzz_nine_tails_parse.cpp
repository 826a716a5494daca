// Fuzz target: ctp::nine_tails_parse, the board text of `ctp nine-tails BOARD`. The input is the
// board's rows and columns as two digits ('0' + n, any byte: bad boards too), then the text:
// `33HHHTTTHHH`. Text that parses must write back (nine_tails_write_text) to itself, as a state
// of the board; anything else must be refused with one `ctp: ` line.
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "ctp/nine_tails/text.hpp"
#include "support/library_error.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return -1;
  const ctp::nine_tails_shape shape{data[0] - '0', data[1] - '0'};
  const std::string_view text(reinterpret_cast<const char*>(data) + 2, size - 2);
  const std::string input = fmt::format("{:?} on a {} x {} board", text, shape.rows, shape.cols);
  ctp::nine_tails_state state = 0;
  try {
    state = ctp::nine_tails_parse(text, shape);
  } catch (const std::invalid_argument& error) {
    ctp::fuzz::check_library_error(error, input);
    return 0;
  }
  if (!ctp::nine_tails_valid(shape) || state >> shape.cells() != 0)
    ctp::fuzz::fail(fmt::format("{} parses to {}, not a state of the board", input, state));
  std::string back(text.size(), '?');
  ctp::nine_tails_write_text(back, shape, state);
  if (back != text)
    ctp::fuzz::fail(fmt::format("{} parses to {}, written back as {}", input, state, back));
  return 0;
}
