// Peelle's recursive program as constexpr recursion (ctp::with_recursion) meets the spec, up to
// the largest size it reaches under the default limits: 19 discs with g++-12, 17 with clang++-19.
// label: heavy
#include "ctp/hanoi/with_recursion.hpp"

#include "spec.hpp"

namespace {
constexpr auto solve = []<int Discs>() { return ctp::with_recursion::hanoi_moves<Discs>(); };
using recursion = hanoi_spec::technique<"recursion", decltype(solve)>;
}  // namespace

static_assert(hanoi_spec::holds_up_to<hanoi_spec::fully_checked_discs, recursion>);
#if defined(__clang__)
static_assert(hanoi_spec::holds<17, recursion>);
#else
static_assert(hanoi_spec::holds<19, recursion>);
#endif
