// The check of this exercise: learner::move_count is the library's ctp::hanoi_move_count from 1
// to 63 discs, 0 for 0 discs, and a constant for 64 discs, the largest std::uint64_t; and each
// misuse below, compiled on its own (scripts/learn.py defines CTP_PROBE and its macro), must fail
// with the message in what the compiler shows. scripts/learn.py names the file under test: the
// learner's, the reference or the skeleton.
#include CTP_EXERCISE_FILE

#include <cstdint>
#include <limits>
#include <type_traits>

#include "ctp/hanoi/rules.hpp"
#include "spec_fact.hpp"

#ifndef CTP_PROBE
namespace {

// Whether move_count(Discs) is a constant: false where its evaluation stops (a shift by 64, a
// throw), which would otherwise be a compile error, not a failed fact.
template <int Discs>
concept counted =
    requires { typename std::integral_constant<std::uint64_t, learner::move_count(Discs)>; };

constexpr bool counts_to_63() {
  for (int discs = 1; discs <= 63; ++discs)
    if (learner::move_count(discs) != ctp::hanoi_move_count(discs)) return false;
  return learner::move_count(0) == 0;
}

}  // namespace

static_assert(
    spec::fact(counts_to_63(), "move_count",
               "move_count(n) is hanoi_move_count(n), 2^n - 1, from 1 to 63 discs, and 0 for 0"));
static_assert(spec::fact(counted<64> &&
                             learner::move_count(64) == std::numeric_limits<std::uint64_t>::max(),
                         "move_count",
                         "move_count(64) is a constant, 2^64 - 1, the largest std::uint64_t"));
#endif

#ifdef CTP_PROBE_SIXTY_FIVE
static_assert(learner::move_count(65) > 0);
#endif
#ifdef CTP_PROBE_MINUS_ONE
static_assert(learner::move_count(-1) > 0);
#endif
