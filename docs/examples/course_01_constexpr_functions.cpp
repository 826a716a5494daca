// docs/course/01_constexpr_functions.md: a constexpr function that the compiler runs in a
// static_assert and the program runs at run time, and Peelle's recursion for the towers of Hanoi.
#include <array>
#include <cstdint>
#include <cstdio>

#include "ctp/hanoi/with_recursion.hpp"
#include "course_peelle.hpp"

//! [move-count]
// The number of moves that solve the towers of Hanoi with `discs` discs.
constexpr std::uint64_t move_count(int discs) {
  if (discs == 0) return 0;
  return 2 * move_count(discs - 1) + 1;
}

static_assert(move_count(1) == 1);
static_assert(move_count(3) == 7);
static_assert(move_count(20) == 1'048'575);
//! [move-count]

//! [constexpr-variable]
constexpr std::uint64_t moves_for_ten = move_count(10);
static_assert(moves_for_ten == 1023);
//! [constexpr-variable]

//! [three-discs]
// The seven moves for three discs, computed by the compiler.
constexpr std::array<char, 7> three_disc_moves() {
  std::array<char, 7> moves{};
  hanoi(moves.data(), 'A', 'B', 'C', 3);
  return moves;
}

static_assert(three_disc_moves() == std::array{'B', 'A', 'C', 'B', 'A', 'C', 'B'});
//! [three-discs]

//! [library]
static_assert(ctp::with_recursion::hanoi_moves<3>() == "BACBACB");
//! [library]

//! [run-time]
int main(int argc, char**) {
  // argc is known only when the program runs: here move_count runs at run time.
  const int discs = argc + 2;
  std::printf("%d discs: %llu moves\n", discs, static_cast<unsigned long long>(move_count(discs)));
}
//! [run-time]
