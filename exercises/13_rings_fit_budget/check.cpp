// The check of this exercise: the Chinese rings specification (tests/chinese_rings/spec.hpp), the
// one that proves the library's own techniques, applied to learner::rings_remove_moves and
// learner::rings_put_on_moves for 1 to 5 rings and for 15, under a tenth of g++'s operations and
// half of clang++'s steps (scripts/learn.py passes the flag that exercise.toml gives).
// scripts/learn.py names the file under test: the learner's, the reference or the skeleton.
#include CTP_EXERCISE_FILE

#include "spec.hpp"

namespace {
constexpr auto solve = []<int Rings, bool Off>() {
  if constexpr (Off) return learner::rings_remove_moves<Rings>();
  else return learner::rings_put_on_moves<Rings>();
};
}  // namespace

static_assert(rings_spec::holds<"budget", 1, decltype(solve)>);
static_assert(rings_spec::holds<"budget", 2, decltype(solve)>);
static_assert(rings_spec::holds<"budget", 3, decltype(solve)>);
static_assert(rings_spec::holds<"budget", 4, decltype(solve)>);
static_assert(rings_spec::holds<"budget", 5, decltype(solve)>);
static_assert(rings_spec::holds<"budget", 15, decltype(solve)>);
