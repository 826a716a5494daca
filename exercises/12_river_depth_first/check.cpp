// The check of this exercise: the river crossing specification (tests/river_crossing/spec.hpp),
// the one that proves the library's own techniques, applied to learner::river_solve on each of
// its 25 examples (the farmer's, missionaries and cannibals from 1 to 10 couples, some with no
// solution), one example a static_assert, so that each compiler reports every example that
// fails. A depth-first search finds a way across, not always the shortest: the fewest crossings
// are not asked. scripts/learn.py names the file under test: the learner's, the reference or the
// skeleton.
#include CTP_EXERCISE_FILE

#include "spec.hpp"

namespace {
using depth_first = river_spec::technique<"depth_first", learner::river_solve>;
}  // namespace

static_assert(river_spec::example_count == 25);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<depth_first>, 0>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<depth_first>, 1>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<depth_first>, 2>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<depth_first>, 3>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<depth_first>, 4>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<depth_first>, 5>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<depth_first>, 6>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<depth_first>, 7>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<depth_first>, 8>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<depth_first>, 9>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<depth_first>, 10>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<depth_first>, 11>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<depth_first>, 12>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<depth_first>, 13>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<depth_first>, 14>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<depth_first>, 15>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<depth_first>, 16>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<depth_first>, 17>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<depth_first>, 18>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<depth_first>, 19>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<depth_first>, 20>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<depth_first>, 21>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<depth_first>, 22>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<depth_first>, 23>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<depth_first>, 24>);
