// The move names of --names, read alike by both tools (see names.hpp).
#include "hanoi/names.hpp"

#include <algorithm>
#include <vector>

#include <fmt/format.h>

#include "cli/arguments.hpp"
#include "cli/errors.hpp"

namespace ctp::cli {

move_names parse_hanoi_names(std::string_view text) {
  const std::vector<std::string_view> names = split_commas(text);
  if (names.size() != 3)
    throw usage_error(fmt::format(
        "--names needs three names separated by commas (e.g. hop,skip,jump), got {} in {}",
        names.size(), shown(text)));
  for (const std::string_view name : names) {
    if (name.empty() || name.find_first_of(" \t\n\r\v\f") != std::string_view::npos)
      throw usage_error(
          fmt::format("--names needs names that are not empty and hold no spaces, got {} in {}",
                      shown(name), shown(text)));
    if (std::count(names.begin(), names.end(), name) != 1)
      throw usage_error(
          fmt::format("--names needs three distinct names, got {} more than once in {}",
                      shown(name), shown(text)));
  }
  return {std::string(names[0]), std::string(names[1]), std::string(names[2])};
}

}  // namespace ctp::cli
