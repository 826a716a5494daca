// The check of this exercise: the Chinese rings specification (tests/chinese_rings/spec.hpp), the
// one that proves the library's own techniques, applied to learner::rings_remove_moves and
// learner::rings_put_on_moves for 1 to 10 rings, one size a static_assert, so that each compiler
// reports every size that fails. scripts/learn.py names the file under test: the learner's, the
// reference or the skeleton.
#include CTP_EXERCISE_FILE

#include "spec.hpp"

namespace {
constexpr auto class_templates = []<int Rings, bool Off>() {
  if constexpr (Off) return learner::rings_remove_moves<Rings>();
  else return learner::rings_put_on_moves<Rings>();
};
}  // namespace

static_assert(rings_spec::holds<"class_templates", 1, decltype(class_templates)>);
static_assert(rings_spec::holds<"class_templates", 2, decltype(class_templates)>);
static_assert(rings_spec::holds<"class_templates", 3, decltype(class_templates)>);
static_assert(rings_spec::holds<"class_templates", 4, decltype(class_templates)>);
static_assert(rings_spec::holds<"class_templates", 5, decltype(class_templates)>);
static_assert(rings_spec::holds<"class_templates", 6, decltype(class_templates)>);
static_assert(rings_spec::holds<"class_templates", 7, decltype(class_templates)>);
static_assert(rings_spec::holds<"class_templates", 8, decltype(class_templates)>);
static_assert(rings_spec::holds<"class_templates", 9, decltype(class_templates)>);
static_assert(rings_spec::holds<"class_templates", 10, decltype(class_templates)>);
