// Class template recursion (ctp::with_class_templates) meets the spec, up to 20 discs (the most
// any compile-time list may hold) with g++-12 and clang++-19 under the default limits.
// label: heavy
#include "ctp/hanoi/with_class_templates.hpp"

#include "spec.hpp"

namespace {
constexpr auto solve = []<int Discs>() { return ctp::with_class_templates::hanoi_moves<Discs>(); };
using class_templates = hanoi_spec::technique<"class_templates", decltype(solve)>;
}  // namespace

static_assert(hanoi_spec::holds_up_to<hanoi_spec::fully_checked_discs, class_templates>);
static_assert(hanoi_spec::holds<ctp::hanoi_max_compile_time_discs, class_templates>);
