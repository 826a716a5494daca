// The check of this exercise: the river crossing specification (tests/river_crossing/spec.hpp),
// the one that proves the library's own techniques, applied to learner::river_solve on each of
// its 25 examples (the farmer's, missionaries and cannibals from 1 to 10 couples, some with no
// solution), and the fewest crossings of a breadth-first search, one example a static_assert, so
// that each compiler reports every example that fails. scripts/learn.py names the file under
// test: the learner's, the reference or the skeleton.
#include CTP_EXERCISE_FILE

#include "spec.hpp"

namespace {
using breadth_first = river_spec::technique<"breadth_first", learner::river_solve>;
}  // namespace

static_assert(river_spec::example_count == 25);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<breadth_first>, 0>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<breadth_first>, 1>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<breadth_first>, 2>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<breadth_first>, 3>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<breadth_first>, 4>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<breadth_first>, 5>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<breadth_first>, 6>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<breadth_first>, 7>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<breadth_first>, 8>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::answers<breadth_first>, 9>);
static_assert(
    spec::holds_for_example<river_spec::examples, river_spec::answers<breadth_first>, 10>);
static_assert(
    spec::holds_for_example<river_spec::examples, river_spec::answers<breadth_first>, 11>);
static_assert(
    spec::holds_for_example<river_spec::examples, river_spec::answers<breadth_first>, 12>);
static_assert(
    spec::holds_for_example<river_spec::examples, river_spec::answers<breadth_first>, 13>);
static_assert(
    spec::holds_for_example<river_spec::examples, river_spec::answers<breadth_first>, 14>);
static_assert(
    spec::holds_for_example<river_spec::examples, river_spec::answers<breadth_first>, 15>);
static_assert(
    spec::holds_for_example<river_spec::examples, river_spec::answers<breadth_first>, 16>);
static_assert(
    spec::holds_for_example<river_spec::examples, river_spec::answers<breadth_first>, 17>);
static_assert(
    spec::holds_for_example<river_spec::examples, river_spec::answers<breadth_first>, 18>);
static_assert(
    spec::holds_for_example<river_spec::examples, river_spec::answers<breadth_first>, 19>);
static_assert(
    spec::holds_for_example<river_spec::examples, river_spec::answers<breadth_first>, 20>);
static_assert(
    spec::holds_for_example<river_spec::examples, river_spec::answers<breadth_first>, 21>);
static_assert(
    spec::holds_for_example<river_spec::examples, river_spec::answers<breadth_first>, 22>);
static_assert(
    spec::holds_for_example<river_spec::examples, river_spec::answers<breadth_first>, 23>);
static_assert(
    spec::holds_for_example<river_spec::examples, river_spec::answers<breadth_first>, 24>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::fewest<breadth_first>, 0>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::fewest<breadth_first>, 1>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::fewest<breadth_first>, 2>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::fewest<breadth_first>, 3>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::fewest<breadth_first>, 4>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::fewest<breadth_first>, 5>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::fewest<breadth_first>, 6>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::fewest<breadth_first>, 7>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::fewest<breadth_first>, 8>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::fewest<breadth_first>, 9>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::fewest<breadth_first>, 10>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::fewest<breadth_first>, 11>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::fewest<breadth_first>, 12>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::fewest<breadth_first>, 13>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::fewest<breadth_first>, 14>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::fewest<breadth_first>, 15>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::fewest<breadth_first>, 16>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::fewest<breadth_first>, 17>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::fewest<breadth_first>, 18>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::fewest<breadth_first>, 19>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::fewest<breadth_first>, 20>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::fewest<breadth_first>, 21>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::fewest<breadth_first>, 22>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::fewest<breadth_first>, 23>);
static_assert(spec::holds_for_example<river_spec::examples, river_spec::fewest<breadth_first>, 24>);
