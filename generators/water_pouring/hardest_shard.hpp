// One part of a sharded hardest-puzzle search as a file: what `ctp water-hardest --shard I/N
// --out FILE` writes and `--merge` reads back. A few lines of text that name the family, the
// part, the tuples it holds and the version of ctp that searched it, the part's hardest puzzles,
// and a checksum:
//   ctp water-hardest shard
//   version 0.1.0
//   family --cups 3 --max 12
//   part 2/4
//   tuples 91 crc32 4e2f1a09
//   moves 11
//   puzzles 1
//   6,7,12 0,0,12 9
//   crc32 0123abcd
// (`tuples`: how many capacity tuples the part holds and the CRC-32 of their list, see
// hardest_dealt.hpp; a puzzle a line: capacities, start and goal amount; the last crc32 is the
// CRC-32 of every byte before its line, in hexadecimal). Files written before parts recorded
// their tuples have no `tuples` line, and are read all the same.
#ifndef CTP_GENERATORS_WATER_POURING_HARDEST_SHARD_HPP_INCLUDED
#define CTP_GENERATORS_WATER_POURING_HARDEST_SHARD_HPP_INCLUDED

#include <optional>
#include <string>
#include <string_view>

#include "ctp/water_pouring/run_time/hardest.hpp"
#include "water_pouring/hardest_dealt.hpp"
#include "water_pouring/hardest_search.hpp"

namespace ctp::puzzles::water_pouring {

// A part of a family's search and its answer.
struct water_hardest_shard {
  water_hardest_family family;
  water_hardest_share part;  // index from 0, as the library counts; the file counts from 1
  std::string version;       // the version of ctp that searched it
  std::optional<water_hardest_dealt> dealt;  // the tuples it holds; none in an older file
  water_hardest_result result;
};

// The family as its options are typed: "--cups 3 --max 12 --tap --distinct".
std::string water_hardest_family_text(const water_hardest_family& family);

// True iff a and b are the same family.
bool same_family(const water_hardest_family& a, const water_hardest_family& b);

// The text of a shard file, its checksum line last.
std::string water_hardest_shard_text(const water_hardest_shard& shard);

// What a message about a bad shard file tells its user to do, by default.
inline constexpr std::string_view write_shard_again = "write it again with --shard I/N --out FILE";

// The shard that `text`, the bytes of the file `path`, holds. A file that does not end with its
// checksum line (cut short), whose checksum does not match (damaged), or that is not a shard
// file is a usage_error naming path and ending with `again`, what to do.
water_hardest_shard read_water_hardest_shard(std::string_view text, const std::string& path,
                                             std::string_view again = write_shard_again);

}  // namespace ctp::puzzles::water_pouring

#endif  // CTP_GENERATORS_WATER_POURING_HARDEST_SHARD_HPP_INCLUDED
