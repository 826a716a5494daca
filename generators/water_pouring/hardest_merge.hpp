// `ctp water-hardest --merge FILE...`: the parts of a sharded search joined into the answer of
// the whole family, after refusing any set of files that is not exactly every part of one family,
// searched by this version of ctp.
#ifndef CTP_GENERATORS_WATER_POURING_HARDEST_MERGE_HPP_INCLUDED
#define CTP_GENERATORS_WATER_POURING_HARDEST_MERGE_HPP_INCLUDED

#include <string>
#include <vector>

#include "ctp/water_pouring/run_time/hardest.hpp"
#include "water_pouring/hardest_search.hpp"

namespace ctp::puzzles::water_pouring {

// The family that the merged files searched, and its answer.
struct water_hardest_merged {
  water_hardest_family family;
  water_hardest_result result;
};

// Reads the shard files at `paths` (read_water_hardest_shard) and joins their answers with
// ctp::water_hardest_merge: the same answer as one search of the whole family. A usage_error
// refuses, naming the files: a file that cannot be read or is not a whole shard, a shard of
// another version of ctp, of another family or cut into another number of parts than the first
// file, two files of the same part, a part that no file holds, and a part whose file records
// other tuples than this ctp deals it (hardest_dealt.hpp).
water_hardest_merged merge_water_hardest_shards(const std::vector<std::string>& paths);

}  // namespace ctp::puzzles::water_pouring

#endif  // CTP_GENERATORS_WATER_POURING_HARDEST_MERGE_HPP_INCLUDED
