// The check of this exercise: the learner's prediction of the most discs ctp::with_recursion
// builds under each compiler's default limits, against the reach `make bench` measured
// (bench/results/compile_limits.csv), which scripts/learn.py passes as CTP_REACH for the compiler
// at hand. scripts/learn.py names the file under test: the learner's, the reference or the
// skeleton.
#include CTP_EXERCISE_FILE

#include "spec_fact.hpp"

#if defined(__clang__)
constexpr int predicted = learner::recursion_reach_clang;
#else
constexpr int predicted = learner::recursion_reach_gcc;
#endif

namespace {
// The measured reach in a variable, and each comparison in a bool of its own: what the compilers
// print of a failed fact spells `predicted`, `not_below`, never the macro's value, the answer.
constexpr int measured = CTP_REACH;
constexpr bool not_below = predicted >= measured;
constexpr bool not_above = predicted <= measured;
}  // namespace

static_assert(spec::fact(not_below, "recursion", "the prediction is not below the measured reach"));
static_assert(spec::fact(not_above, "recursion", "the prediction is not above the measured reach"));
