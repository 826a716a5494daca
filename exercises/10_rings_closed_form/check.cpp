// The check of this exercise: the Chinese rings specification (tests/chinese_rings/spec.hpp), the
// one that proves the library's own techniques, applied to learner::rings_remove_moves and
// learner::rings_put_on_moves for 1 to 10 rings, one size a static_assert, so that each compiler
// reports every size that fails. scripts/learn.py names the file under test: the learner's, the
// reference or the skeleton.
#include CTP_EXERCISE_FILE

#include "spec.hpp"

namespace {
constexpr auto closed_form = []<int Rings, bool Off>() {
  if constexpr (Off) return learner::rings_remove_moves<Rings>();
  else return learner::rings_put_on_moves<Rings>();
};
}  // namespace

static_assert(rings_spec::holds<"closed_form", 1, decltype(closed_form)>);
static_assert(rings_spec::holds<"closed_form", 2, decltype(closed_form)>);
static_assert(rings_spec::holds<"closed_form", 3, decltype(closed_form)>);
static_assert(rings_spec::holds<"closed_form", 4, decltype(closed_form)>);
static_assert(rings_spec::holds<"closed_form", 5, decltype(closed_form)>);
static_assert(rings_spec::holds<"closed_form", 6, decltype(closed_form)>);
static_assert(rings_spec::holds<"closed_form", 7, decltype(closed_form)>);
static_assert(rings_spec::holds<"closed_form", 8, decltype(closed_form)>);
static_assert(rings_spec::holds<"closed_form", 9, decltype(closed_form)>);
static_assert(rings_spec::holds<"closed_form", 10, decltype(closed_form)>);
