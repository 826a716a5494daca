// The check of this exercise: the Chinese rings specification (tests/chinese_rings/spec.hpp), the
// one that proves the library's own techniques, applied to learner::rings_remove_moves and
// learner::rings_put_on_moves for 1 to 7 rings, one size a static_assert, so that each compiler
// reports every size that fails. scripts/learn.py names the file under test: the learner's, the
// reference or the skeleton.
#include CTP_EXERCISE_FILE

#include "spec.hpp"

namespace {
constexpr auto hana = []<int Rings, bool Off>() {
  if constexpr (Off) return learner::rings_remove_moves<Rings>();
  else return learner::rings_put_on_moves<Rings>();
};
}  // namespace

static_assert(rings_spec::holds<"hana", 1, decltype(hana)>);
static_assert(rings_spec::holds<"hana", 2, decltype(hana)>);
static_assert(rings_spec::holds<"hana", 3, decltype(hana)>);
static_assert(rings_spec::holds<"hana", 4, decltype(hana)>);
static_assert(rings_spec::holds<"hana", 5, decltype(hana)>);
static_assert(rings_spec::holds<"hana", 6, decltype(hana)>);
static_assert(rings_spec::holds<"hana", 7, decltype(hana)>);
