// Replaces a file only when its contents change (see output_file.hpp).
#include "cli/output_file.hpp"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>
#include <system_error>

#include <fmt/format.h>
#include <unistd.h>

#include "cli/errors.hpp"

namespace ctp::cli {
namespace {

// The temporary name of path's new contents, beside it: unique to this process, so that two
// builds never write one file, and hidden (a leading dot), so that a glob such as `part*` never
// takes the file a killed run leaves behind for a finished one.
std::string temporary_name(const std::string& path) {
  const std::filesystem::path file(path);
  return (file.parent_path() /
          fmt::format(".{}.tmp-{}", file.filename().string(), static_cast<long>(::getpid())))
      .string();
}

}  // namespace

bool write_if_changed(const std::string& path, std::string_view contents, rewrite when) {
  std::error_code ignored;
  if (std::filesystem::is_directory(path, ignored))
    throw std::runtime_error(fmt::format("cannot write {}: it is a folder", path));
  if (when == rewrite::if_changed) {
    std::ifstream existing(path, std::ios::binary);
    if (existing) {
      const std::string old{std::istreambuf_iterator<char>(existing),
                            std::istreambuf_iterator<char>()};
      if (old == contents) return false;
    }
  }
  const std::string temporary = temporary_name(path);
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    out.write(contents.data(), static_cast<std::streamsize>(contents.size()));
    out.close();
    if (!out) {
      std::remove(temporary.c_str());
      throw std::runtime_error(fmt::format("cannot write {}", path));
    }
  }
  if (std::rename(temporary.c_str(), path.c_str()) != 0) {
    const std::error_code error(errno, std::generic_category());
    std::remove(temporary.c_str());
    throw std::runtime_error(fmt::format("cannot write {}: {}", path, error.message()));
  }
  return true;
}

void check_output_file(const std::string& path, std::string_view option) {
  std::error_code ignored;
  if (std::filesystem::is_directory(path, ignored))
    throw usage_error(
        fmt::format("{}: {} is a folder; give a FILE in a folder that exists and can be written",
                    option, shown(path)));
}

void write_output_file(const std::string& path, std::string_view contents, std::string_view option,
                       rewrite when) {
  check_output_file(path, option);
  try {
    write_if_changed(path, contents, when);
  } catch (const std::runtime_error& error) {
    throw usage_error(fmt::format("{}: {}; give a FILE in a folder that exists and can be written",
                                  option, error.what()));
  }
}

}  // namespace ctp::cli
