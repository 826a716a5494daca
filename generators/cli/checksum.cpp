// CRC-32 a byte at a time, from a table of the 256 remainders (see checksum.hpp).
#include "cli/checksum.hpp"

#include <array>

#include <fmt/format.h>

namespace ctp::cli {
namespace {

// The remainder of each byte, bits taken least significant first (the reflected polynomial
// 0xedb88320 of 0x04c11db7).
constexpr std::array<std::uint32_t, 256> remainders = [] {
  std::array<std::uint32_t, 256> table{};
  for (std::uint32_t byte = 0; byte != 256; ++byte) {
    std::uint32_t r = byte;
    for (int bit = 0; bit != 8; ++bit) r = (r & 1U) != 0 ? (r >> 1) ^ 0xedb88320U : r >> 1;
    table[byte] = r;
  }
  return table;
}();

}  // namespace

std::uint32_t crc32(std::string_view text, std::uint32_t so_far) {
  std::uint32_t crc = so_far ^ 0xffffffffU;
  for (const char c : text)
    crc = remainders[(crc ^ static_cast<unsigned char>(c)) & 0xffU] ^ (crc >> 8);
  return crc ^ 0xffffffffU;
}

std::string crc32_text(std::string_view text) { return fmt::format("{:08x}", crc32(text)); }

}  // namespace ctp::cli
