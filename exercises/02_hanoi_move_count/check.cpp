// The check of this exercise: learner::move_count is 2^n - 1 from 0 to 63 discs, and each misuse
// below, compiled on its own (scripts/learn.py defines CTP_PROBE and its macro), must fail with
// the message in what the compiler shows. scripts/learn.py names the file under test: the
// learner's, the reference or the skeleton.
#include CTP_EXERCISE_FILE

#include "spec_fact.hpp"

#ifndef CTP_PROBE
static_assert(spec::fact(learner::move_count(0) == 0 && learner::move_count(1) == 1 &&
                             learner::move_count(3) == 7 && learner::move_count(20) == 1'048'575 &&
                             learner::move_count(63) == 9'223'372'036'854'775'807,
                         "move_count", "move_count(n) is 2^n - 1 from 0 to 63 discs"));
#endif

#ifdef CTP_PROBE_SIXTY_FOUR
static_assert(learner::move_count(64) > 0);
#endif
#ifdef CTP_PROBE_MINUS_ONE
static_assert(learner::move_count(-1) > 0);
#endif
