// The check of this exercise: the water pouring specification (tests/water_pouring/spec.hpp), the
// one that proves the library's own techniques, applied to learner::water_solve on each of its ten
// examples, and the fewest moves of a breadth-first search, one example a static_assert, so that
// each compiler reports every example that fails. scripts/learn.py names the file under test: the
// learner's, the reference or the skeleton.
#include CTP_EXERCISE_FILE

#include "spec.hpp"

namespace {
using breadth_first = water_spec::technique<"breadth_first", learner::water_solve>;
}  // namespace

static_assert(spec::holds_for_example<water_spec::examples, water_spec::answers<breadth_first>, 0>);
static_assert(spec::holds_for_example<water_spec::examples, water_spec::answers<breadth_first>, 1>);
static_assert(spec::holds_for_example<water_spec::examples, water_spec::answers<breadth_first>, 2>);
static_assert(spec::holds_for_example<water_spec::examples, water_spec::answers<breadth_first>, 3>);
static_assert(spec::holds_for_example<water_spec::examples, water_spec::answers<breadth_first>, 4>);
static_assert(spec::holds_for_example<water_spec::examples, water_spec::answers<breadth_first>, 5>);
static_assert(spec::holds_for_example<water_spec::examples, water_spec::answers<breadth_first>, 6>);
static_assert(spec::holds_for_example<water_spec::examples, water_spec::answers<breadth_first>, 7>);
static_assert(spec::holds_for_example<water_spec::examples, water_spec::answers<breadth_first>, 8>);
static_assert(spec::holds_for_example<water_spec::examples, water_spec::answers<breadth_first>, 9>);
static_assert(spec::holds_for_example<water_spec::examples, water_spec::fewest<breadth_first>, 0>);
static_assert(spec::holds_for_example<water_spec::examples, water_spec::fewest<breadth_first>, 1>);
static_assert(spec::holds_for_example<water_spec::examples, water_spec::fewest<breadth_first>, 2>);
static_assert(spec::holds_for_example<water_spec::examples, water_spec::fewest<breadth_first>, 3>);
static_assert(spec::holds_for_example<water_spec::examples, water_spec::fewest<breadth_first>, 4>);
static_assert(spec::holds_for_example<water_spec::examples, water_spec::fewest<breadth_first>, 5>);
static_assert(spec::holds_for_example<water_spec::examples, water_spec::fewest<breadth_first>, 6>);
static_assert(spec::holds_for_example<water_spec::examples, water_spec::fewest<breadth_first>, 7>);
static_assert(spec::holds_for_example<water_spec::examples, water_spec::fewest<breadth_first>, 8>);
static_assert(spec::holds_for_example<water_spec::examples, water_spec::fewest<breadth_first>, 9>);
