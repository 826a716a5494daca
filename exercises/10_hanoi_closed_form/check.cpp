// The check of this exercise: learner::peg_of against a replay of the library's moves
// (ctp::hanoi_step_at, proven by tests/hanoi/spec.hpp), after every move of the solutions for 1 to
// 10 discs, one size a static_assert, so that each compiler reports every size that fails,
// smallest first; then, for 63 discs, the places that the recursion's shape fixes. Each fact is
// checked by spec::fact (tests/support/spec_fact.hpp), which names it when it fails.
// scripts/learn.py names the file under test: the learner's, the reference or the skeleton.
#include CTP_EXERCISE_FILE

#include <cstdint>

#include "ctp/hanoi.hpp"
#include "spec_fact.hpp"

namespace {

constexpr int start = 0, park = 1, goal = 2;

template <int Discs>
constexpr bool holds() {
  const std::uint64_t count = ctp::hanoi_move_count(Discs);
  bool starts = true, ends = true;
  for (int disc = 1; disc <= Discs; ++disc) {
    starts = starts && learner::peg_of(Discs, disc, 0) == start;
    ends = ends && learner::peg_of(Discs, disc, count) == goal;
  }
  if (!spec::fact(starts && ends, "peg_of",
                  "after 0 moves every disc is on START, after 2^N - 1 moves on GOAL"))
    return false;
  // The replay: where each disc is, moved by the library's move k in the peg view.
  int peg[Discs + 1] = {};
  for (std::uint64_t k = 0; k != count; ++k) {
    const ctp::hanoi_step step = ctp::hanoi_step_at(Discs, k);
    peg[step.disc] = static_cast<int>(step.to);
    for (int disc = 1; disc <= Discs; ++disc)
      if (!spec::fact(learner::peg_of(Discs, disc, k + 1) == peg[disc], "peg_of",
                      "after k moves, every disc is on the peg a replay of the moves puts it"))
        return false;
  }
  return true;
}

// 63 discs: no replay could reach the middle move, but the recursion's shape fixes where the
// discs are around it. Before it, the 62 smaller discs are all on PARK and the largest on START;
// after it, the largest is on GOAL; the first move takes disc 1 from START to GOAL (63 is odd).
template <int Discs>
constexpr bool far_places() {
  constexpr std::uint64_t middle = (std::uint64_t{1} << (Discs - 1)) - 1;
  bool parked = true;
  for (int disc = 1; disc < Discs; ++disc)
    parked = parked && learner::peg_of(Discs, disc, middle) == park;
  return spec::fact(parked && learner::peg_of(Discs, Discs, middle) == start &&
                        learner::peg_of(Discs, Discs, middle + 1) == goal &&
                        learner::peg_of(Discs, 1, 1) == goal &&
                        learner::peg_of(Discs, 1, ctp::hanoi_move_count(Discs)) == goal,
                    "peg_of",
                    "for 63 discs, the discs are where the recursion puts them around the middle "
                    "move");
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
static_assert(holds<10>());
static_assert(far_places<63>());
