// The check of this exercise: the Chinese rings specification (tests/chinese_rings/spec.hpp), the
// one that proves the library's own techniques, applied to learner::rings_remove_moves and
// learner::rings_put_on_moves for 1 to 10 rings, one size a static_assert, so that each compiler
// reports every size that fails. scripts/learn.py names the file under test: the learner's, the
// reference or the skeleton.
#include CTP_EXERCISE_FILE

#include "spec.hpp"

namespace {
constexpr auto recursion = []<int Rings, bool Off>() {
  if constexpr (Off) return learner::rings_remove_moves<Rings>();
  else return learner::rings_put_on_moves<Rings>();
};
}  // namespace

static_assert(rings_spec::holds<"recursion", 1, decltype(recursion)>);
static_assert(rings_spec::holds<"recursion", 2, decltype(recursion)>);
static_assert(rings_spec::holds<"recursion", 3, decltype(recursion)>);
static_assert(rings_spec::holds<"recursion", 4, decltype(recursion)>);
static_assert(rings_spec::holds<"recursion", 5, decltype(recursion)>);
static_assert(rings_spec::holds<"recursion", 6, decltype(recursion)>);
static_assert(rings_spec::holds<"recursion", 7, decltype(recursion)>);
static_assert(rings_spec::holds<"recursion", 8, decltype(recursion)>);
static_assert(rings_spec::holds<"recursion", 9, decltype(recursion)>);
static_assert(rings_spec::holds<"recursion", 10, decltype(recursion)>);
