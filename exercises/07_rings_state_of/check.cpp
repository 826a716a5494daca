// The check of this exercise: learner::rings_state_of reads a state as the library's
// ctp::rings_state_of does, for a few texts, and each misuse below, compiled on its own
// (scripts/learn.py defines CTP_PROBE and its macro), must fail with one error that names the
// problem. scripts/learn.py names the file under test: the learner's, the reference or the
// skeleton.
#include CTP_EXERCISE_FILE

#include "ctp/chinese_rings/text.hpp"
#include "spec_fact.hpp"

#ifndef CTP_PROBE
static_assert(spec::fact(
    learner::rings_state_of<"U"> == ctp::rings_state_of<"U">, "state_of",
    "learner::rings_state_of<Text> is ctp::rings_state_of<Text>: U up, D down, ring 1 first"));
static_assert(spec::fact(
    learner::rings_state_of<"D"> == ctp::rings_state_of<"D">, "state_of",
    "learner::rings_state_of<Text> is ctp::rings_state_of<Text>: U up, D down, ring 1 first"));
static_assert(spec::fact(
    learner::rings_state_of<"UUDUD"> == ctp::rings_state_of<"UUDUD">, "state_of",
    "learner::rings_state_of<Text> is ctp::rings_state_of<Text>: U up, D down, ring 1 first"));
static_assert(spec::fact(
    learner::rings_state_of<"DDDDDDDDDU"> == ctp::rings_state_of<"DDDDDDDDDU">, "state_of",
    "learner::rings_state_of<Text> is ctp::rings_state_of<Text>: U up, D down, ring 1 first"));
static_assert(spec::fact(
    learner::rings_state_of<"UDUDUDUDUDUDUDUDUDUD"> == ctp::rings_state_of<"UDUDUDUDUDUDUDUDUDUD">,
    "state_of",
    "learner::rings_state_of<Text> is ctp::rings_state_of<Text>: U up, D down, ring 1 first"));
#endif

#ifdef CTP_PROBE_BAD_LETTER
constexpr auto refused = learner::rings_state_of<"UUXD">;
#endif
#ifdef CTP_PROBE_NO_RING
constexpr auto refused = learner::rings_state_of<"">;
#endif
