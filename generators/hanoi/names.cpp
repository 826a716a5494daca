// The move names of --names, read alike by both tools (see names.hpp).
#include "hanoi/names.hpp"

#include <algorithm>
#include <cstddef>
#include <vector>

#include <fmt/format.h>

#include "cli/arguments.hpp"
#include "cli/errors.hpp"

namespace ctp::puzzles::hanoi {
namespace {

// True iff name is UTF-8 text that can be shown: well-formed (no stray or overlong bytes, no
// surrogate, nothing above U+10FFFF), and without control characters (C0, DEL, C1) or the
// noncharacters U+FFFE and U+FFFF, which a terminal would obey and XML (--svg) cannot hold.
// 1. The first byte of a character says how many continuation bytes follow;
// 2. each continuation byte is 10xxxxxx and adds six bits;
// 3. the value must need that many bytes, and be a character that can be shown.
bool printable_utf8(std::string_view name) {
  for (std::size_t at = 0; at < name.size();) {
    const auto first = static_cast<unsigned char>(name[at]);
    const int extra = first < 0x80    ? 0
                      : first >= 0xF0 ? 3
                      : first >= 0xE0 ? 2
                      : first >= 0xC0 ? 1
                                      : -1;
    if (extra < 0 || first > 0xF4 || name.size() - at <= static_cast<std::size_t>(extra))
      return false;
    char32_t code = extra == 0 ? first : first & (0x3FU >> static_cast<unsigned>(extra));
    for (int k = 1; k <= extra; ++k) {
      const auto next = static_cast<unsigned char>(name[at + static_cast<std::size_t>(k)]);
      if ((next & 0xC0U) != 0x80U) return false;
      code = (code << 6U) | (next & 0x3FU);
    }
    constexpr char32_t least[] = {0, 0x80, 0x800, 0x10000};
    if (code < least[extra] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF) ||
        code < 0x20 || (code >= 0x7F && code <= 0x9F) || code == 0xFFFE || code == 0xFFFF)
      return false;
    at += static_cast<std::size_t>(extra) + 1;
  }
  return true;
}

}  // namespace

move_names parse_hanoi_names(std::string_view text) {
  const std::vector<std::string_view> names = cli::split_commas(text);
  if (names.size() != 3)
    throw cli::usage_error(fmt::format(
        "--names needs three names separated by commas (e.g. hop,skip,jump), got {} in {}",
        names.size(), cli::shown(text)));
  for (const std::string_view name : names) {
    if (name.empty() || name.find_first_of(" \t\n\r\v\f") != std::string_view::npos)
      throw cli::usage_error(
          fmt::format("--names needs names that are not empty and hold no spaces, got {} in {}",
                      cli::shown(name), cli::shown(text)));
    if (!printable_utf8(name))
      throw cli::usage_error(
          fmt::format("--names needs names of UTF-8 text without control characters, got {} in {}",
                      cli::shown(name), cli::shown(text)));
    if (std::count(names.begin(), names.end(), name) != 1)
      throw cli::usage_error(
          fmt::format("--names needs three distinct names, got {} more than once in {}",
                      cli::shown(name), cli::shown(text)));
  }
  return {std::string(names[0]), std::string(names[1]), std::string(names[2])};
}

}  // namespace ctp::puzzles::hanoi
