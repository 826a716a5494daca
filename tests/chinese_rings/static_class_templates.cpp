// Class template recursion (technique 3) meets the spec: every size up to 12 rings, and 16 rings,
// the most the spec's own replay fits in clang++-19's step budget. Past 65,536 moves, where
// clang's sizeof... would wrap, its 17-ring removal equals the Gray code's. The technique itself
// reaches 20 rings with both compilers, at a cost the suite does not pay (see the header).
// label: heavy
#include "ctp/chinese_rings/with_class_templates.hpp"

#include "spec.hpp"

namespace {
constexpr auto class_templates = []<int Rings, bool Off>() {
  if constexpr (Off) return ctp::with_class_templates::rings_remove_moves<Rings>();
  else return ctp::with_class_templates::rings_put_on_moves<Rings>();
};
}  // namespace

static_assert(rings_spec::holds_up_to<12, decltype(class_templates)>);
static_assert(rings_spec::holds<16, decltype(class_templates)>);
static_assert(rings_spec::solution<17, true, decltype(class_templates)> ==
              ctp::rings_remove_moves<17>());
