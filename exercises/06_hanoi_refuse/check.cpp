// The check of this exercise: the Towers of Hanoi specification (tests/hanoi/spec.hpp) holds for
// learner::hanoi_moves from 1 to 5 discs and 12, and each misuse below, compiled on its own
// (scripts/learn.py defines CTP_PROBE and its macro), must fail with one error that names the
// problem.
// scripts/learn.py names the file under test: the learner's, the reference or the skeleton.
#include CTP_EXERCISE_FILE

#include "spec.hpp"

namespace {
constexpr auto solve = []<int Discs>() { return learner::hanoi_moves<Discs>(); };
using refusing = hanoi_spec::technique<"refusing", decltype(solve)>;
}  // namespace

#ifndef CTP_PROBE
static_assert(hanoi_spec::holds<1, refusing>);
static_assert(hanoi_spec::holds<2, refusing>);
static_assert(hanoi_spec::holds<3, refusing>);
static_assert(hanoi_spec::holds<4, refusing>);
static_assert(hanoi_spec::holds<5, refusing>);
static_assert(hanoi_spec::holds<12, refusing>);
#endif

#ifdef CTP_PROBE_ZERO_DISCS
constexpr auto refused = learner::hanoi_moves<0>();
#endif
#ifdef CTP_PROBE_THIRTEEN_DISCS
constexpr auto refused = learner::hanoi_moves<13>();
#endif
