// Class template recursion (technique 3) meets the spec, up to 20 discs (the most any
// compile-time list may hold) with both g++-12 and clang++-19 under the default limits.
// label: heavy
#include "ctp/hanoi/with_class_templates.hpp"

#include "spec.hpp"

namespace {
constexpr auto class_templates = []<int Discs>() {
  return ctp::with_class_templates::hanoi_moves<Discs>();
};
}

static_assert(hanoi_spec::holds_up_to<hanoi_spec::fully_checked_discs, decltype(class_templates)>);
static_assert(hanoi_spec::holds<ctp::hanoi_max_listed_discs, decltype(class_templates)>);
