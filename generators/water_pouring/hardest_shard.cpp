// The shard file of a sharded hardest-puzzle search, written and read (see hardest_shard.hpp).
#include "water_pouring/hardest_shard.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "ctp/water_pouring/text.hpp"
#include "cli/arguments.hpp"
#include "cli/checksum.hpp"
#include "cli/errors.hpp"
#include "water_pouring/listing.hpp"

namespace ctp::puzzles::water_pouring {
namespace {

constexpr std::string_view first_line = "ctp water-hardest shard";
constexpr std::string_view checksum_key = "crc32 ";
constexpr std::size_t checksum_digits = 8;

// The lines of a shard's body, read one at a time; any line that is not as expected is a
// usage_error that names the file and the line.
class shard_lines {
 public:
  shard_lines(std::string_view body, const std::string& path, std::string_view again)
      : rest_(body), path_(path), again_(again) {}

  // The next line, which must start with `key` and a space: what follows.
  std::string_view value(std::string_view key) {
    const std::string_view line = next();
    if (line.size() <= key.size() || line.substr(0, key.size()) != key || line[key.size()] != ' ')
      refuse(fmt::format("`{}` expected", key));
    return line.substr(key.size() + 1);
  }

  // Whether the next line starts with `key` and a space.
  bool next_is(std::string_view key) const {
    return rest_.size() > key.size() && rest_.substr(0, key.size()) == key &&
           rest_[key.size()] == ' ';
  }

  // The next line as it is.
  std::string_view next() {
    ++number_;
    const std::size_t end = rest_.find('\n');
    if (end == std::string_view::npos) refuse("the file ends too soon");
    const std::string_view line = rest_.substr(0, end);
    rest_.remove_prefix(end + 1);
    return line;
  }

  bool done() const noexcept { return rest_.empty(); }

  [[noreturn]] void refuse(std::string_view what) const {
    throw cli::usage_error(fmt::format("{} is not a shard of ctp water-hardest: line {}: {}; {}",
                                       cli::shown(path_), number_, what, again_));
  }

 private:
  std::string_view rest_;
  const std::string& path_;
  std::string_view again_;
  int number_ = 0;
};

// A whole number of a shard line, at least `least`, or the file is refused.
int number_of(shard_lines& lines, std::string_view text, int least) {
  const std::optional<int> n = cli::parse_int(text);
  if (!n || *n < least) lines.refuse(fmt::format("{} is not a count", cli::shown(text)));
  return *n;
}

// The words of the family line: --cups K --max N, then --tap and --distinct if given.
water_hardest_family family_of(shard_lines& lines, std::string_view text) {
  std::vector<std::string_view> words;
  while (!text.empty()) {
    const std::size_t space = text.find(' ');
    words.push_back(text.substr(0, space));
    text.remove_prefix(space == std::string_view::npos ? text.size() : space + 1);
  }
  if (words.size() < 4 || words[0] != "--cups" || words[2] != "--max")
    lines.refuse("the family is not `--cups K --max N`");
  water_hardest_family family{number_of(lines, words[1], 2), number_of(lines, words[3], 1)};
  std::size_t at = 4;
  if (at < words.size() && words[at] == "--tap") family.tap = (++at, true);
  if (at < words.size() && words[at] == "--distinct")
    family.rule = (++at, water_capacities::distinct);
  if (at != words.size() || family.cups > water_max_cups)
    lines.refuse("the family is not `--cups K --max N [--tap] [--distinct]`");
  return family;
}

// The tuples line's value, `45 crc32 0123abcd`: how many tuples and their list's CRC-32.
water_hardest_dealt dealt_of(shard_lines& lines, std::string_view text) {
  const std::size_t space = text.find(' ');
  const std::string_view rest = space == std::string_view::npos ? "" : text.substr(space + 1);
  const std::string_view digits = rest.substr(std::min(rest.size(), checksum_key.size()));
  if (space == std::string_view::npos || rest.substr(0, checksum_key.size()) != checksum_key ||
      digits.size() != checksum_digits ||
      digits.find_first_not_of("0123456789abcdef") != std::string_view::npos)
    lines.refuse("the tuples are not `tuples COUNT crc32 XXXXXXXX`");
  return {static_cast<std::uint64_t>(number_of(lines, text.substr(0, space), 0)),
          static_cast<std::uint32_t>(std::stoul(std::string(digits), nullptr, 16))};
}

// Amounts of a puzzle line, for a family of `cups` cups.
water_state amounts_of(shard_lines& lines, std::string_view text, int cups) {
  const auto refuse = [&] {
    lines.refuse(fmt::format("{} are not the amounts of {} cups", cli::shown(text), cups));
  };
  water_state amounts;
  try {
    amounts = water_parse(text);
  } catch (const std::invalid_argument&) {
    refuse();
  }
  if (amounts.cups != cups) refuse();
  return amounts;
}

}  // namespace

std::string water_hardest_family_text(const water_hardest_family& family) {
  return fmt::format("--cups {} --max {}{}{}", family.cups, family.largest,
                     family.tap ? " --tap" : "",
                     family.rule == water_capacities::distinct ? " --distinct" : "");
}

bool same_family(const water_hardest_family& a, const water_hardest_family& b) {
  return a.cups == b.cups && a.largest == b.largest && a.tap == b.tap && a.rule == b.rule;
}

std::string water_hardest_shard_text(const water_hardest_shard& shard) {
  std::string text =
      fmt::format("{}\nversion {}\nfamily {}\npart {}/{}\n", first_line, shard.version,
                  water_hardest_family_text(shard.family), shard.part.index + 1, shard.part.count);
  if (shard.dealt)
    text +=
        fmt::format("tuples {} {}{:08x}\n", shard.dealt->tuples, checksum_key, shard.dealt->crc32);
  text += fmt::format("moves {}\npuzzles {}\n", shard.result.moves, shard.result.puzzles.size());
  for (const water_hardest_puzzle& p : shard.result.puzzles)
    text +=
        fmt::format("{} {} {}\n", water_amounts(p.capacity), water_amounts(p.start), p.goal_amount);
  return text + fmt::format("{}{}\n", checksum_key, cli::crc32_text(text));
}

// 1. The last line must be the checksum line, and the checksum that of every byte before it.
// 2. Then each line in its order: the first line, the version, the family, the part, the tuples
//    (if the file has them), the moves, the count of puzzles and the puzzles; nothing after them.
water_hardest_shard read_water_hardest_shard(std::string_view text, const std::string& path,
                                             std::string_view again) {
  const std::size_t line_start = text.empty() ? 0 : text.rfind('\n', text.size() - 2) + 1;
  const std::string_view last = text.substr(line_start);
  if (text.empty() || text.back() != '\n' || last.substr(0, checksum_key.size()) != checksum_key ||
      last.size() != checksum_key.size() + checksum_digits + 1)
    throw cli::usage_error(fmt::format(
        "{} is cut short: it does not end with its checksum line; {}", cli::shown(path), again));
  const std::string_view body = text.substr(0, line_start);
  const std::string_view stated = last.substr(checksum_key.size(), checksum_digits);
  if (cli::crc32_text(body) != stated)
    throw cli::usage_error(fmt::format("{} is damaged: its checksum is {}, its text says {}; {}",
                                       cli::shown(path), cli::crc32_text(body), cli::shown(stated),
                                       again));

  shard_lines lines(body, path, again);
  if (lines.next() != first_line) lines.refuse(fmt::format("`{}` expected", first_line));
  water_hardest_shard shard;
  shard.version = lines.value("version");
  shard.family = family_of(lines, lines.value("family"));
  const std::string_view part = lines.value("part");
  const std::size_t slash = part.find('/');
  if (slash == std::string_view::npos) lines.refuse("the part is not I/N");
  shard.part.count = number_of(lines, part.substr(slash + 1), 1);
  shard.part.index = number_of(lines, part.substr(0, slash), 1) - 1;
  if (shard.part.index >= shard.part.count) lines.refuse("the part is not I/N with I <= N");
  if (lines.next_is("tuples")) shard.dealt = dealt_of(lines, lines.value("tuples"));
  shard.result.moves = number_of(lines, lines.value("moves"), 0);
  const int count = number_of(lines, lines.value("puzzles"), 0);
  for (int i = 0; i != count; ++i) {
    const std::string_view line = lines.next();
    const std::size_t first = line.find(' ');
    const std::size_t second = line.find(' ', first == std::string_view::npos ? first : first + 1);
    if (second == std::string_view::npos) lines.refuse("a puzzle is `CAPACITIES START GOAL`");
    const int cups = shard.family.cups;
    shard.result.puzzles.push_back(
        {amounts_of(lines, line.substr(0, first), cups),
         amounts_of(lines, line.substr(first + 1, second - first - 1), cups),
         number_of(lines, line.substr(second + 1), 1), shard.result.moves});
  }
  if (!lines.done()) lines.refuse("more lines than its puzzles");
  return shard;
}

}  // namespace ctp::puzzles::water_pouring
