// The check of this exercise: learner::disc_moves for 1 to 9 discs, one size a static_assert, so
// that each compiler reports every size that fails, smallest first. Each fact is checked by
// spec::fact (tests/support/spec_fact.hpp), against the library's ruler formula,
// ctp::hanoi_disc_at, and in the words of the library's specification.
// scripts/learn.py names the file under test: the learner's, the reference or the skeleton.
#include CTP_EXERCISE_FILE

#include <cstdint>
#include <string_view>

#include "ctp/hanoi.hpp"
#include "spec_fact.hpp"

namespace {

// The discs of the first three solutions, written out by hand.
constexpr std::string_view by_hand[] = {"1", "121", "1213121"};

template <int Discs>
constexpr bool holds() {
  const auto moves = learner::disc_moves<Discs>();
  const std::uint64_t count = ctp::hanoi_move_count(Discs);
  if constexpr (Discs <= 3)
    if (!spec::fact(moves.view() == by_hand[Discs - 1], "disc_moves",
                    "the discs for 1, 2 and 3 discs are 1, 121 and 1213121"))
      return false;
  if (!spec::fact(moves.c_str()[count] == '\0', "disc_moves",
                  "a terminator ends the text, after its 2^N - 1 digits"))
    return false;
  for (std::uint64_t k = 0; k != count; ++k) {
    if (!spec::fact(moves[k] == '0' + ctp::hanoi_disc_at(k), "disc_moves",
                    "move k moves disc hanoi_disc_at(k): 1 2 1 3 1 2 1 4 ..."))
      return false;
    if (!spec::fact(moves[k] == moves[count - 1 - k], "disc_moves",
                    "move k and the k-th move from the end move the same disc"))
      return false;
    if (!spec::fact((moves[k] == '1') == (k % 2 == 0), "disc_moves",
                    "disc 1 moves every other move, from the first"))
      return false;
  }
  return spec::fact(moves[count / 2] == '0' + Discs, "disc_moves",
                    "the middle move moves the largest disc, N");
}

}  // namespace

static_assert(holds<1>());
static_assert(holds<2>());
static_assert(holds<3>());
static_assert(holds<4>());
static_assert(holds<5>());
static_assert(holds<6>());
static_assert(holds<7>());
static_assert(holds<8>());
static_assert(holds<9>());
