// A program that answers from a generated table: the input from
// outside is checked once, by parse, and the state it makes is
// never checked again by the functions it is given to. With
// ctp_generate_header in CMake (tests/cmake/consumers.cmake),
// ctp-gen writes such a header into the build tree, byte for
// byte the committed copy used here (ctp-gen is deterministic;
// tables.regenerate.* compares them).
#include <iostream>
#include <string_view>

#include <ctp/tables/nine_tails_3x3.hpp>

//! [consumer]
namespace table = ctp::tables::nine_tails_3x3;
int main(int argc, char** argv) {
  const std::string_view text = argc > 1 ? argv[1] : "HHHTTTHHH";
  const auto board = table::parse(text);  // checked, once
  if (!board) {
    std::cerr << "ctp: a board is 9 letters H or T\n";
    return 2;
  }
  table::for_each_on_path(*board, [](table::state b) {
    std::cout << table::text(b).view() << ' ';  // no check
  });
  if (const auto flips = table::cost(*board))
    std::cout << "in " << *flips << " flips\n";
}
//! [consumer]
