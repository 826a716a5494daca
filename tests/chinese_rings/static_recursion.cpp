// The recursion (the applet's RingList recursion on a state) meets the spec, up to the largest
// size it reaches under the default limits: 17 rings with g++-12, 15 with clang++-19.
// label: heavy
#include "ctp/chinese_rings/with_recursion.hpp"

#include "spec.hpp"

namespace {
constexpr auto recursion = []<int Rings, bool Off>() {
  if constexpr (Off) return ctp::with_recursion::rings_remove_moves<Rings>();
  else return ctp::with_recursion::rings_put_on_moves<Rings>();
};
}  // namespace

static_assert(rings_spec::holds_up_to<"recursion", 12, decltype(recursion)>);
#if defined(__clang__)
static_assert(rings_spec::holds<"recursion", 15, decltype(recursion)>);
#else
static_assert(rings_spec::holds<"recursion", 17, decltype(recursion)>);
#endif
