// The checksum of the files the tools write to be read back (a part of a sharded search), so
// that a file cut short or damaged on its way is refused rather than read: CRC-32 (ISO-HDLC, the
// polynomial of zlib, gzip and PNG), which any of those tools can recompute.
#ifndef CTP_GENERATORS_CLI_CHECKSUM_HPP_INCLUDED
#define CTP_GENERATORS_CLI_CHECKSUM_HPP_INCLUDED

#include <cstdint>
#include <string>
#include <string_view>

namespace ctp::cli {

// The CRC-32 of text's bytes: crc32("123456789") == 0xcbf43926, as zlib.crc32 answers. With
// so_far, the CRC-32 of bytes that came before text, it goes on from them, as zlib's does:
// crc32(b, crc32(a)) == crc32(a + b), so a long list is checked a piece at a time.
std::uint32_t crc32(std::string_view text, std::uint32_t so_far = 0);

// The CRC-32 of text as eight lowercase hexadecimal digits.
std::string crc32_text(std::string_view text);

}  // namespace ctp::cli

#endif  // CTP_GENERATORS_CLI_CHECKSUM_HPP_INCLUDED
