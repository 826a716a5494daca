// A program that answers from a generated table: checked where
// the input comes from outside, unchecked where the argument is a
// state by construction. With the CMake below, ctp-gen writes
// this very header into the build tree, byte for byte the
// committed copy used here (ctp-gen is deterministic;
// tables.regenerate.* compares them).
#include <cstdint>
#include <cstdio>
#include <string_view>

#include <ctp/tables/nine_tails_3x3.hpp>

// The CMake side, as tests/cmake/consumers.cmake uses it:
//! [cmake]
// find_package(ctp REQUIRED)  # or add_subdirectory(ctp)
// ctp_generate_header(
//     TARGET nine_tails_table PUZZLE nine-tails
//     ARGS --rows 3 --cols 3
//     HEADER ctp/tables/nine_tails_3x3.hpp
//     NAMESPACE ctp::tables NAME nine_tails_3x3)
// add_executable(app 12-consumer.cpp)
// target_link_libraries(app PRIVATE nine_tails_table)
//! [cmake]

//! [consumer]
namespace table = ctp::tables::nine_tails_3x3;

int main(int argc, char** argv) {
  const std::string_view text = argc > 1 ? argv[1] : "HHHTTTHHH";
  const auto board = table::parse(text);  // checked: from outside
  if (!board) {
    std::fputs("ctp: a board is 9 letters H or T\n", stderr);
    return 2;
  }
  // A board parse returned is a state: the unchecked loads serve.
  table::unchecked::for_each_on_path(
      *board, [](std::uint32_t b) { std::printf("%u ", b); });
  std::printf("in %u flips\n", table::unchecked::cost(*board));
}
//! [consumer]
