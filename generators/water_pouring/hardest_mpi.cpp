// The hardest-puzzle search over MPI, with its checkpoint folder (see hardest_mpi.hpp).
#include "water_pouring/hardest_mpi.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <regex>
#include <string>
#include <system_error>
#include <vector>

#include <fmt/format.h>

#include "cli/errors.hpp"
#include "cli/input_file.hpp"
#include "cli/output_file.hpp"
#include "cli/progress.hpp"
#include "mpi/hand_out.hpp"
#include "water_pouring/hardest_dealt.hpp"
#include "water_pouring/hardest_shard.hpp"

namespace ctp::puzzles::water_pouring {
namespace {

namespace fs = std::filesystem;

// What a message about a bad checkpoint file tells its user to do.
constexpr std::string_view remove_it =
    "remove it, and that part is searched again, or give --checkpoint another folder";

// The name of part `index` (from 0) of `count` in a checkpoint folder: part-I-of-N, I from 1.
std::string part_file(const std::string& folder, int index, int count) {
  return (fs::path(folder) / fmt::format("part-{}-of-{}", index + 1, count)).string();
}

// The parts a checkpoint folder holds: {count: {index: path}}. The temporary file of a write
// that a killed run cut short (.part-I-of-N.tmp-PID, cli/output_file.hpp) is removed; other files
// are not ours and are left alone.
std::map<int, std::map<int, std::string>> parts_in(const std::string& folder) {
  std::error_code error;
  fs::create_directories(folder, error);
  if (error || !fs::is_directory(folder))
    throw cli::usage_error(fmt::format("--checkpoint: cannot make the folder {}: {}",
                                       cli::shown(folder), error.message()));
  static const std::regex name{R"(part-([0-9]{1,7})-of-([0-9]{1,7}))"};
  static const std::regex left_over{R"(\.part-[0-9]{1,7}-of-[0-9]{1,7}\.tmp-[0-9]+)"};
  std::map<int, std::map<int, std::string>> parts;
  for (const fs::directory_entry& entry : fs::directory_iterator(folder)) {
    std::smatch match;
    const std::string file = entry.path().filename().string();
    if (std::regex_match(file, left_over)) fs::remove(entry.path(), error);
    if (!std::regex_match(file, match, name)) continue;
    const int index = std::stoi(match[1].str()) - 1;
    const int count = std::stoi(match[2].str());
    if (index >= 0 && index < count) parts[count][index] = entry.path().string();
  }
  return parts;
}

// How many parts: as asked; else as the checkpoint's files are; else 16 a process, but no
// more than the family has tuples, nor than water_hardest_max_parts.
int part_count(const mpi::world& world, const water_hardest_family& family,
               const water_hardest_mpi_options& options,
               const std::map<int, std::map<int, std::string>>& kept) {
  if (kept.size() > 1)
    throw cli::usage_error(fmt::format(
        "--checkpoint: {} holds parts of searches cut into {} and {} parts: give a folder of "
        "one search",
        cli::shown(options.checkpoint), kept.begin()->first, std::next(kept.begin())->first));
  if (!kept.empty() && options.parts != 0 && kept.begin()->first != options.parts)
    throw cli::usage_error(fmt::format(
        "--checkpoint: {} holds the parts of a search cut into {} parts, and --parts asks for "
        "{}: give --parts {}, or another folder",
        cli::shown(options.checkpoint), kept.begin()->first, options.parts, kept.begin()->first));
  if (options.parts != 0) return options.parts;
  if (!kept.empty()) return kept.begin()->first;
  const std::uint64_t tuples = detail::hardest_tuples_in(family.cups, family.largest, family.rule);
  const std::uint64_t wanted = std::uint64_t{16} * static_cast<std::uint64_t>(world.size());
  return static_cast<int>(std::min({wanted, tuples, std::uint64_t{water_hardest_max_parts}}));
}

// The answers of the parts that the checkpoint folder already holds, each checked to be a part
// of this very search, holding the tuples that `dealing` deals it (when its file says).
std::map<int, water_hardest_result> kept_answers(const std::map<int, std::string>& files,
                                                 const water_hardest_family& family, int count,
                                                 const std::vector<water_hardest_dealt>& dealing) {
  std::map<int, water_hardest_result> answers;
  for (const auto& [index, path] : files) {
    const water_hardest_shard shard =
        read_water_hardest_shard(cli::read_input_file(path), path, remove_it);
    if (shard.version != CTP_VERSION || !same_family(shard.family, family) ||
        shard.part.index != index || shard.part.count != count)
      throw cli::usage_error(fmt::format(
          "--checkpoint: {} holds part {}/{} of {}, searched by ctp {}; this run searches {} in "
          "{} parts with ctp {}: {}",
          cli::shown(path), shard.part.index + 1, shard.part.count,
          water_hardest_family_text(shard.family), shard.version, water_hardest_family_text(family),
          count, CTP_VERSION, remove_it));
    const water_hardest_dealt& ours = dealing[static_cast<std::size_t>(index)];
    if (shard.dealt && *shard.dealt != ours)
      throw cli::usage_error(fmt::format(
          "--checkpoint: {} holds part {}/{} dealt by another rule ({}), and this ctp deals it {}: "
          "{}",
          cli::shown(path), index + 1, count, water_hardest_dealt_text(*shard.dealt),
          water_hardest_dealt_text(ours), remove_it));
    answers[index] = shard.result;
  }
  return answers;
}

}  // namespace

// 1. The root plans: the number of parts, the parts (each within the bound of steps), the answers
//    the checkpoint folder already holds, and the other parts, the largest estimated cost first.
// 2. Every process searches the parts it is handed, each on its jobs' threads, and sends back
//    its shard text; every process makes the parts once, when it is first handed one.
// 3. The root reads each shard text back, keeps it in the checkpoint folder (written to a
//    temporary name and renamed), and at the end joins every part's answer.
water_hardest_result search_water_hardest_mpi(const mpi::world& world,
                                              const water_hardest_family& family,
                                              const water_hardest_mpi_options& options) {
  int count = options.parts;
  std::map<int, water_hardest_result> answers;
  std::unique_ptr<cli::progress> shown;
  std::optional<water_hardest_parts> parts;
  std::vector<water_hardest_dealt> dealing;
  const auto parts_of_family = [&]() -> const water_hardest_parts& {
    if (!parts) {
      parts.emplace(family.cups, family.largest, family.tap, family.rule, count);
      dealing = water_hardest_dealing(family, *parts);
    }
    return *parts;
  };
  mpi::work work;
  work.make_plan = [&] {
    // The family first, so that a refused one leaves no checkpoint folder behind.
    detail::check_hardest_cups(family.cups, family.largest, family.rule);
    std::map<int, std::map<int, std::string>> kept;
    if (!options.checkpoint.empty()) kept = parts_in(options.checkpoint);
    count = part_count(world, family, options, kept);
    const water_hardest_parts& all = parts_of_family();
    std::vector<int> items;
    for (int index = 0; index != count; ++index) {
      if (all.steps(index) > water_hardest_max_steps) {
        const int least =
            water_hardest_least_parts(family.cups, family.largest, family.tap, family.rule);
        throw cli::usage_error(fmt::format(
            "a search for the hardest puzzles takes parts of at most 68,719,476,736 steps "
            "(states set out and moves tried), and part {} of {} takes {}: cut the family into "
            "at least {} parts, with --parts {}",
            index + 1, count, cli::with_commas(all.steps(index)), cli::with_commas(least), least));
      }
      items.push_back(index);
    }
    if (!kept.empty()) answers = kept_answers(kept.begin()->second, family, count, dealing);
    std::erase_if(items, [&](int index) { return answers.contains(index); });
    std::sort(items.begin(), items.end(), [&](int a, int b) {
      return all.cost(a) != all.cost(b) ? all.cost(a) > all.cost(b) : a < b;
    });
    shown = std::make_unique<cli::progress>("ctp-mpi: water-hardest", count, "parts");
    for (std::size_t done = 0; done != answers.size(); ++done) shown->advance();
    return mpi::plan{items, std::to_string(count)};
  };
  work.begin = [&](const std::string& told) { count = std::stoi(told); };
  work.run = [&](int index) {
    const std::vector<water_state> tuples = parts_of_family().tuples(index);
    return water_hardest_shard_text(
        {family,
         {index, count},
         CTP_VERSION,
         dealing[static_cast<std::size_t>(index)],
         search_water_hardest_tuples(family, tuples, options.jobs, [] {})});
  };
  work.done = [&](int index, const std::string& text) {
    const std::string path = options.checkpoint.empty()
                                 ? fmt::format("part {}", index + 1)
                                 : part_file(options.checkpoint, index, count);
    answers[index] = read_water_hardest_shard(text, path).result;
    if (!options.checkpoint.empty()) cli::write_output_file(path, text, "--checkpoint");
    shown->advance();
  };
  mpi::hand_out(world, work);
  shown.reset();
  std::vector<water_hardest_result> all;
  all.reserve(answers.size());
  for (auto& [index, answer] : answers) all.push_back(std::move(answer));
  return water_hardest_merge(all);
}

}  // namespace ctp::puzzles::water_pouring
