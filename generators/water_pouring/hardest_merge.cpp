// Joining the shard files of a sharded search (see hardest_merge.hpp).
#include "water_pouring/hardest_merge.hpp"

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cli/errors.hpp"
#include "cli/input_file.hpp"
#include "water_pouring/hardest_dealt.hpp"
#include "water_pouring/hardest_shard.hpp"

namespace ctp::puzzles::water_pouring {

// 1. Read each file, in the order given, and check it against the first: the version of ctp,
//    the family, the number of parts; and that no earlier file holds its part.
// 2. Check that every part is there, and name the first missing one and how many are.
// 3. Check that each part holds the tuples this ctp deals it, when its file says (a file written
//    before parts recorded their tuples says nothing, and is taken on its version).
// 4. Join the answers.
water_hardest_merged merge_water_hardest_shards(const std::vector<std::string>& paths) {
  std::vector<water_hardest_shard> shards;
  std::vector<std::size_t> file_of_part;  // the index in paths + 1 of each part's file; 0: none
  for (std::size_t at = 0; at != paths.size(); ++at) {
    const std::string& path = paths[at];
    water_hardest_shard shard = read_water_hardest_shard(cli::read_input_file(path), path);
    if (shard.version != CTP_VERSION)
      throw cli::usage_error(fmt::format(
          "{} was searched by ctp {}, and this is ctp {}: a merge takes the parts of one version; "
          "search that part again",
          cli::shown(path), cli::shown(shard.version), CTP_VERSION));
    if (!shards.empty()) {
      const water_hardest_shard& first = shards.front();
      if (!same_family(shard.family, first.family) || shard.part.count != first.part.count)
        throw cli::usage_error(fmt::format(
            "{} is part {}/{} of {}, and {} part {}/{} of {}: a merge takes the parts of one "
            "family, cut into the same number of parts",
            cli::shown(path), shard.part.index + 1, shard.part.count,
            water_hardest_family_text(shard.family), cli::shown(paths.front()),
            first.part.index + 1, first.part.count, water_hardest_family_text(first.family)));
    } else {
      file_of_part.assign(static_cast<std::size_t>(shard.part.count), 0);
    }
    std::size_t& holder = file_of_part[static_cast<std::size_t>(shard.part.index)];
    if (holder != 0)
      throw cli::usage_error(fmt::format("{} and {} are both part {}/{}: give each part once",
                                         cli::shown(paths[holder - 1]), cli::shown(path),
                                         shard.part.index + 1, shard.part.count));
    holder = at + 1;
    shards.push_back(std::move(shard));
  }
  std::size_t missing = 0;
  std::size_t first_missing = 0;
  for (std::size_t part = file_of_part.size(); part-- != 0;)
    if (file_of_part[part] == 0) first_missing = part, ++missing;
  if (missing != 0)
    throw cli::usage_error(fmt::format(
        "part {}/{} of {} is missing{}: a merge takes every part of the family", first_missing + 1,
        file_of_part.size(), water_hardest_family_text(shards.front().family),
        missing == 1 ? "" : fmt::format(" ({} parts are)", missing)));
  const water_hardest_family& family = shards.front().family;
  if (std::any_of(shards.begin(), shards.end(),
                  [](const auto& s) { return s.dealt.has_value(); })) {
    const water_hardest_parts parts(family.cups, family.largest, family.tap, family.rule,
                                    shards.front().part.count);
    const std::vector<water_hardest_dealt> dealing = water_hardest_dealing(family, parts);
    for (const water_hardest_shard& shard : shards) {
      const water_hardest_dealt& ours = dealing[static_cast<std::size_t>(shard.part.index)];
      if (shard.dealt && *shard.dealt != ours)
        throw cli::usage_error(fmt::format(
            "{} holds part {}/{} of {} dealt by another rule ({}), and this ctp deals it {}: a "
            "merge takes parts dealt alike; search every part again with one ctp",
            cli::shown(paths[file_of_part[static_cast<std::size_t>(shard.part.index)] - 1]),
            shard.part.index + 1, shard.part.count, water_hardest_family_text(family),
            water_hardest_dealt_text(*shard.dealt), water_hardest_dealt_text(ours)));
    }
  }
  std::vector<water_hardest_result> answers;
  answers.reserve(shards.size());
  for (water_hardest_shard& shard : shards) answers.push_back(std::move(shard.result));
  return {family, water_hardest_merge(answers)};
}

}  // namespace ctp::puzzles::water_pouring
