// The check of this exercise: the Chinese rings specification (tests/chinese_rings/spec.hpp), the
// one that proves the library's own techniques, applied to learner::rings_remove_moves and
// learner::rings_put_on_moves for 1 to 10 rings, one size a static_assert, so that each compiler
// reports every size that fails. scripts/learn.py names the file under test: the learner's, the
// reference or the skeleton.
#include CTP_EXERCISE_FILE

#include "spec.hpp"

namespace {
constexpr auto mp11 = []<int Rings, bool Off>() {
  if constexpr (Off) return learner::rings_remove_moves<Rings>();
  else return learner::rings_put_on_moves<Rings>();
};
}  // namespace

static_assert(rings_spec::holds<"mp11", 1, decltype(mp11)>);
static_assert(rings_spec::holds<"mp11", 2, decltype(mp11)>);
static_assert(rings_spec::holds<"mp11", 3, decltype(mp11)>);
static_assert(rings_spec::holds<"mp11", 4, decltype(mp11)>);
static_assert(rings_spec::holds<"mp11", 5, decltype(mp11)>);
static_assert(rings_spec::holds<"mp11", 6, decltype(mp11)>);
static_assert(rings_spec::holds<"mp11", 7, decltype(mp11)>);
static_assert(rings_spec::holds<"mp11", 8, decltype(mp11)>);
static_assert(rings_spec::holds<"mp11", 9, decltype(mp11)>);
static_assert(rings_spec::holds<"mp11", 10, decltype(mp11)>);
