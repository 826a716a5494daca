// Which capacity tuples each part of a sharded hardest-puzzle search holds, as its shard file
// records it: how the tuples are dealt into parts follows the estimate of their cost
// (ctp::water_hardest_tuple_cost, whose weight is tuned by measurement), so two builds of one
// version of ctp may deal them otherwise, and parts of both would leave tuples out or search them
// twice. A merge recomputes what each part holds and refuses a part dealt by another rule.
#ifndef CTP_GENERATORS_WATER_POURING_HARDEST_DEALT_HPP_INCLUDED
#define CTP_GENERATORS_WATER_POURING_HARDEST_DEALT_HPP_INCLUDED

#include <cstdint>
#include <string>
#include <vector>

#include "ctp/water_pouring/run_time/hardest.hpp"
#include "water_pouring/hardest_search.hpp"

namespace ctp::puzzles::water_pouring {

// The tuples of one part: how many, and the CRC-32 of their list, each tuple's capacities as
// `ctp water` takes them and a newline, in increasing order (the shard file's line
// `tuples 45 crc32 0123abcd`).
struct water_hardest_dealt {
  std::uint64_t tuples = 0;
  std::uint32_t crc32 = 0;
  // Equal when both members are.
  friend bool operator==(const water_hardest_dealt&, const water_hardest_dealt&) = default;
};

// A part's tuples as messages show them: "45 tuples, crc32 0123abcd".
std::string water_hardest_dealt_text(const water_hardest_dealt& dealt);

// What each part of `parts`, the parts of `family`, holds, part 0 first: one pass over the
// family's tuples, in increasing order.
std::vector<water_hardest_dealt> water_hardest_dealing(const water_hardest_family& family,
                                                       const water_hardest_parts& parts);

}  // namespace ctp::puzzles::water_pouring

#endif  // CTP_GENERATORS_WATER_POURING_HARDEST_DEALT_HPP_INCLUDED
