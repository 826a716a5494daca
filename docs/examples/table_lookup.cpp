// `make demo`: a program that answers from headers ctp-gen wrote into the build tree
// (ctp_generate_header in docs/CMakeLists.txt). Everything it prints is a table load; what the
// tables claim was proven by the compiler, below, before the program could exist.
#include <ctp/hanoi.hpp>
#include <ctp/nine_tails.hpp>
#include <demo/hanoi_20.hpp>
#include <demo/nine_tails_3x3.hpp>
#include <demo/nine_tails_4x4.hpp>

#include <cstdint>
#include <cstdio>
#include <optional>
#include <string_view>

//! [lookup]
namespace three = demo::nine_tails_3x3;  // generated: ctp-gen nine-tails --rows 3 --cols 3
namespace hanoi = demo::hanoi_20;        // generated: ctp-gen hanoi 20

// The generated 3 x 3 table is the compiler's own solution, state by state.
constexpr bool equals_solver() {
  constexpr auto solved = ctp::nine_tails_solve<3, 3>();
  for (std::uint32_t board = 0; board != three::state_count(); ++board)
    if (three::cost(board) != solved.cost(board) || three::next(board) != solved.next(board))
      return false;
  return true;
}
static_assert(equals_solver());
static_assert(three::cost(*three::parse("HHHTTTHHH")) == 8u);

// The generated 20-disc list agrees with the O(1) formula (sampled: 1,048,575 moves).
constexpr bool agrees_with_formula() {
  for (std::uint64_t k = 0; k < hanoi::move_count; k += 4093)
    if (hanoi::move_at(k) != ctp::hanoi_move_at(20, k)) return false;
  return true;
}
static_assert(agrees_with_formula());
//! [lookup]

namespace four = demo::nine_tails_4x4;  // generated: ctp-gen nine-tails --rows 4 --cols 4

//! [checked]
// Checked, the plain names: text from outside may be anything, so parse answers an optional and
// a board past the table has no cost (a compare, then the load). At run time "XYZ" answers empty.
std::optional<unsigned> flips(std::string_view text) {
  const std::optional<std::uint32_t> board = three::parse(text);
  if (!board) return std::nullopt;
  return three::cost(*board);
}

// Unchecked, the same names in `unchecked`: for a board that is a state by construction (every
// board 0 .. state_count() - 1 here), the load alone.
constexpr unsigned most_flips() {
  unsigned most = 0;
  for (std::uint32_t board = 0; board != three::state_count(); ++board)
    if (three::unchecked::reachable(board) && three::unchecked::cost(board) > most)
      most = three::unchecked::cost(board);
  return most;
}

// In a constant expression a bad argument is a compile error that names it, so `*` is safe here:
// *three::parse("XYZ") stops at text_is_not_a_board, three::cost(600) at state_outside_the_table.
constexpr unsigned heads_4x4 = *four::cost(*four::parse("HHHHHHHHHHHHHHHH"));
//! [checked]

int main(int argc, char** argv) {
  const std::string_view text = argc > 1 ? argv[1] : "HHHTTTHHH";
  const std::optional<unsigned> cost = flips(text);
  if (!cost) {
    std::fprintf(stderr, "ctp: a 3x3 board is 9 letters H or T, got %.*s\n",
                 static_cast<int>(text.size()), text.data());
    return 2;
  }
  std::printf("nine tails %.*s: %u flips, path", static_cast<int>(text.size()), text.data(), *cost);
  if (const std::optional<std::uint32_t> board = three::parse(text))
    three::for_each_on_path(*board, [](std::uint32_t b) { std::printf(" %u", b); });
  std::printf("\n");
  std::printf("nine tails 3x3: the hardest board takes %u flips\n", most_flips());
  std::printf("nine tails 4x4: %u of %u boards reach all tails; HHHHHHHHHHHHHHHH takes %u flips\n",
              four::reachable_count(), four::state_count(), heads_4x4);
  // Indices below move_count by construction: the unchecked form (in a constant expression an
  // index past the table would not compile either).
  constexpr char middle = hanoi::unchecked::move_at(524287);
  constexpr char last = hanoi::unchecked::move_at(hanoi::move_count - 1);
  std::printf("hanoi 20 discs: %llu moves; move 524287 is %c, the last is %c\n",
              static_cast<unsigned long long>(hanoi::move_count), middle, last);
  std::printf(
      "proven while compiling: the 3x3 table equals ctp::nine_tails_solve<3, 3>() for all 512 "
      "boards;\n"
      "  the 20-disc list agrees with ctp::hanoi_move_at on every 4093rd move\n");
}
