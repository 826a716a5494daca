// What each part of a family holds (see hardest_dealt.hpp).
#include "water_pouring/hardest_dealt.hpp"

#include <cstddef>
#include <string>

#include <fmt/format.h>

#include "cli/checksum.hpp"
#include "water_pouring/listing.hpp"

namespace ctp::puzzles::water_pouring {

std::string water_hardest_dealt_text(const water_hardest_dealt& dealt) {
  return fmt::format("{} tuples, crc32 {:08x}", dealt.tuples, dealt.crc32);
}

std::vector<water_hardest_dealt> water_hardest_dealing(const water_hardest_family& family,
                                                       const water_hardest_parts& parts) {
  std::vector<water_hardest_dealt> dealt(static_cast<std::size_t>(parts.count()));
  std::uint64_t position = 0;
  water_hardest_for_each_tuple(
      family.cups, family.largest, family.rule, [&](const water_state& capacity) {
        water_hardest_dealt& part = dealt[static_cast<std::size_t>(parts.part_of(position++))];
        ++part.tuples;
        part.crc32 = cli::crc32(water_amounts(capacity) + '\n', part.crc32);
      });
  return dealt;
}

}  // namespace ctp::puzzles::water_pouring
