// The check of this exercise: the Chinese rings specification (tests/chinese_rings/spec.hpp), the
// one that proves the library's own techniques, applied to learner::rings_remove_moves and
// learner::rings_put_on_moves for 1 to 10 rings, one size a static_assert, so that each compiler
// reports every size that fails. scripts/learn.py names the file under test: the learner's, the
// reference or the skeleton.
#include CTP_EXERCISE_FILE

#include "spec.hpp"

namespace {
constexpr auto objects = []<int Rings, bool Off>() {
  if constexpr (Off) return learner::rings_remove_moves<Rings>();
  else return learner::rings_put_on_moves<Rings>();
};
}  // namespace

static_assert(rings_spec::holds<"objects", 1, decltype(objects)>);
static_assert(rings_spec::holds<"objects", 2, decltype(objects)>);
static_assert(rings_spec::holds<"objects", 3, decltype(objects)>);
static_assert(rings_spec::holds<"objects", 4, decltype(objects)>);
static_assert(rings_spec::holds<"objects", 5, decltype(objects)>);
static_assert(rings_spec::holds<"objects", 6, decltype(objects)>);
static_assert(rings_spec::holds<"objects", 7, decltype(objects)>);
static_assert(rings_spec::holds<"objects", 8, decltype(objects)>);
static_assert(rings_spec::holds<"objects", 9, decltype(objects)>);
static_assert(rings_spec::holds<"objects", 10, decltype(objects)>);
