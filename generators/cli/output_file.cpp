// Replaces a file only when its contents change (see output_file.hpp).
#include "cli/output_file.hpp"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>
#include <system_error>
#include <utility>

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

// Whether path is a stream to write straight into rather than a file to replace: a device or a
// pipe (/dev/stdout, /dev/fd/3, /proc/self/fd/1, a named pipe), which can be neither read back nor
// replaced by a rename. Reading a terminal or a pipe waits for input, and a rename would put a
// regular file in place of /dev/stdout itself, even where it leads to a regular file.
// (/dev/shm's files are files.)
bool is_stream(const std::string& path, const std::filesystem::file_status& status) {
  std::error_code ignored;
  const bool is_link_or_device =
      !std::filesystem::is_regular_file(std::filesystem::symlink_status(path, ignored));
  return (std::filesystem::exists(status) && !std::filesystem::is_regular_file(status)) ||
         ((path.starts_with("/dev/") || path.starts_with("/proc/")) && is_link_or_device);
}

// Appends contents to the stream at path: appended, so that what a shell wrote before into the
// file that standard output leads to is kept.
void write_to_stream(const std::string& path, std::string_view contents) {
  std::ofstream out(path, std::ios::binary | std::ios::app);
  out.write(contents.data(), static_cast<std::streamsize>(contents.size()));
  out.flush();
  if (!out) throw std::runtime_error(fmt::format("cannot write {}", path));
}

}  // namespace

bool is_stream_path(const std::string& path) {
  std::error_code ignored;
  return is_stream(path, std::filesystem::status(path, ignored));
}

bool write_if_changed(const std::string& given, std::string_view contents, rewrite when) {
  std::error_code ignored;
  const std::filesystem::file_status status = std::filesystem::status(given, ignored);
  if (std::filesystem::is_directory(status))
    throw std::runtime_error(fmt::format("cannot write {}: it is a folder", given));
  if (is_stream(given, status)) {
    write_to_stream(given, contents);
    return true;
  }
  // A symbolic link is kept, and the file it leads to replaced.
  std::string path = given;
  if (std::filesystem::is_symlink(std::filesystem::symlink_status(given, ignored))) {
    std::string target = std::filesystem::weakly_canonical(given, ignored).string();
    if (!target.empty()) path = std::move(target);
  }
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
  if (path.empty())
    throw usage_error(fmt::format(
        "{}: the FILE is empty; give a FILE in a folder that exists and can be written", option));
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
