// Reading a file whole (see input_file.hpp).
#include "cli/input_file.hpp"

#include <cerrno>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <system_error>

#include <fmt/format.h>

#include "cli/errors.hpp"

namespace ctp::cli {

std::string read_input_file(const std::string& path) {
  std::error_code ignored;
  if (std::filesystem::is_directory(path, ignored))
    throw usage_error(fmt::format("cannot read {}: it is a folder", shown(path)));
  errno = 0;
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    const std::error_code error(errno != 0 ? errno : EIO, std::generic_category());
    throw usage_error(fmt::format("cannot read {}: {}", shown(path), error.message()));
  }
  std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  if (in.bad()) throw usage_error(fmt::format("cannot read {}", shown(path)));
  return text;
}

}  // namespace ctp::cli
