// The class templates meet the spec: every size up to 12 rings, and 16 rings, the most the
// spec's own replay fits in clang++-19's step budget. Past 65,536 moves, where clang's sizeof...
// would wrap, their 17-ring removal equals the closed form's.
// label: heavy
#include "ctp/chinese_rings/with_class_templates.hpp"

#include "spec.hpp"

namespace {
constexpr auto class_templates = []<int Rings, bool Off>() {
  if constexpr (Off) return ctp::with_class_templates::rings_remove_moves<Rings>();
  else return ctp::with_class_templates::rings_put_on_moves<Rings>();
};
}  // namespace

static_assert(rings_spec::holds_up_to<"class_templates", 12, decltype(class_templates)>);
static_assert(rings_spec::holds<"class_templates", 16, decltype(class_templates)>);
static_assert(rings_spec::same<"class_templates", 17, true, decltype(class_templates)>);
