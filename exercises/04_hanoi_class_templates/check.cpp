// The check of this exercise: the Towers of Hanoi specification (tests/hanoi/spec.hpp), the one
// that proves the library's own techniques, applied to learner::hanoi_moves (every letter_at of
// 1 to 10 discs), one size a static_assert, so that each compiler reports every size that fails,
// smallest first; then, by spec::fact, letter_at with other names, and single moves of 40 and 63
// discs, whose solutions no compiler could write out, against the library's formula.
// scripts/learn.py names the file under test: the learner's, the reference or the skeleton.
#include CTP_EXERCISE_FILE

#include <cstdint>

#include "spec.hpp"

namespace {
constexpr auto solve = []<int Discs>() { return learner::hanoi_moves<Discs>(); };
using class_templates = hanoi_spec::technique<"class_templates", decltype(solve)>;

// The names are the caller's: for three discs named X, Y and Z, the moves are YXZYXZY.
constexpr bool other_names() {
  using learner::letter_at;
  return spec::fact(letter_at<3, 0, 'X', 'Y', 'Z'>::value == 'Y' &&
                        letter_at<3, 1, 'X', 'Y', 'Z'>::value == 'X' &&
                        letter_at<3, 2, 'X', 'Y', 'Z'>::value == 'Z' &&
                        letter_at<3, 3, 'X', 'Y', 'Z'>::value == 'Y' &&
                        letter_at<3, 5, 'X', 'Y', 'Z'>::value == 'Z' &&
                        letter_at<3, 6, 'X', 'Y', 'Z'>::value == 'Y',
                    "letter_at",
                    "with the pegs named X, Y and Z, the moves for 3 discs are YXZYXZY");
}

// Single moves of a solution too long to write: the first three, the three around the middle,
// the last and two in between, each the letter ctp::hanoi_move_at gives.
template <int Discs, std::uint64_t... K>
constexpr bool far_moves_are() {
  return spec::fact(
      ((learner::letter_at<Discs, K, 'A', 'B', 'C'>::value == ctp::hanoi_move_at(Discs, K)) && ...),
      "letter_at", "for 40 and 63 discs, move K is the letter hanoi_move_at(N, K) gives");
}

constexpr std::uint64_t middle(int discs) { return (std::uint64_t{1} << (discs - 1)) - 1; }

template <int Discs>
constexpr bool far_moves() {
  return far_moves_are<Discs, 0, 1, 2, middle(Discs) - 1, middle(Discs), middle(Discs) + 1,
                       ctp::hanoi_move_count(Discs) - 1, 987'654'321,
                       middle(Discs) + 987'654'321>();
}
}  // namespace

static_assert(hanoi_spec::holds<1, class_templates>);
static_assert(hanoi_spec::holds<2, class_templates>);
static_assert(hanoi_spec::holds<3, class_templates>);
static_assert(hanoi_spec::holds<4, class_templates>);
static_assert(hanoi_spec::holds<5, class_templates>);
static_assert(hanoi_spec::holds<6, class_templates>);
static_assert(hanoi_spec::holds<7, class_templates>);
static_assert(hanoi_spec::holds<8, class_templates>);
static_assert(hanoi_spec::holds<9, class_templates>);
static_assert(hanoi_spec::holds<10, class_templates>);
static_assert(other_names());
static_assert(far_moves<40>());
static_assert(far_moves<63>());
