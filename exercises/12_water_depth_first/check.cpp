// The check of this exercise: the water pouring specification (tests/water_pouring/spec.hpp), the
// one that proves the library's own techniques, applied to learner::water_solve on each of its ten
// examples, one example a static_assert, so that each compiler reports every example that fails.
// A depth-first search finds a way, not always the shortest: the fewest moves are not asked.
// scripts/learn.py names the file under test: the learner's, the reference or the skeleton.
#include CTP_EXERCISE_FILE

#include "spec.hpp"

namespace {
using depth_first = water_spec::technique<"depth_first", learner::water_solve>;
}  // namespace

static_assert(spec::holds_for_example<water_spec::examples, water_spec::answers<depth_first>, 0>);
static_assert(spec::holds_for_example<water_spec::examples, water_spec::answers<depth_first>, 1>);
static_assert(spec::holds_for_example<water_spec::examples, water_spec::answers<depth_first>, 2>);
static_assert(spec::holds_for_example<water_spec::examples, water_spec::answers<depth_first>, 3>);
static_assert(spec::holds_for_example<water_spec::examples, water_spec::answers<depth_first>, 4>);
static_assert(spec::holds_for_example<water_spec::examples, water_spec::answers<depth_first>, 5>);
static_assert(spec::holds_for_example<water_spec::examples, water_spec::answers<depth_first>, 6>);
static_assert(spec::holds_for_example<water_spec::examples, water_spec::answers<depth_first>, 7>);
static_assert(spec::holds_for_example<water_spec::examples, water_spec::answers<depth_first>, 8>);
static_assert(spec::holds_for_example<water_spec::examples, water_spec::answers<depth_first>, 9>);
