// UTF-8, one code point at a time (see utf8.hpp).
#include "utf8.hpp"

namespace ctp::fuzz {

// 1. The first byte says how many continuation bytes follow and the least value they may make.
// 2. Each continuation byte is 10xxxxxx and adds six bits.
// 3. The value must need that many bytes, and be a scalar value (no surrogate, at most U+10FFFF).
std::optional<char32_t> next_code_point(std::string_view text, std::size_t& at) {
  const auto first = static_cast<unsigned char>(text[at]);
  if (first < 0x80) return text[at++];
  int extra = 0;
  char32_t least = 0;
  char32_t code = 0;
  if ((first & 0xE0U) == 0xC0U) {
    extra = 1, least = 0x80, code = first & 0x1FU;
  } else if ((first & 0xF0U) == 0xE0U) {
    extra = 2, least = 0x800, code = first & 0x0FU;
  } else if ((first & 0xF8U) == 0xF0U) {
    extra = 3, least = 0x10000, code = first & 0x07U;
  } else {
    return std::nullopt;
  }
  if (text.size() - at <= static_cast<std::size_t>(extra)) return std::nullopt;
  for (int k = 1; k <= extra; ++k) {
    const auto next = static_cast<unsigned char>(text[at + static_cast<std::size_t>(k)]);
    if ((next & 0xC0U) != 0x80U) return std::nullopt;
    code = (code << 6U) | (next & 0x3FU);
  }
  if (code < least || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return std::nullopt;
  at += static_cast<std::size_t>(extra) + 1;
  return code;
}

}  // namespace ctp::fuzz
