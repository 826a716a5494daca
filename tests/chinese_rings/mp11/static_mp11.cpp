// MP11 meets the spec: every size up to 12 rings, and 16 rings, the most the spec's own replay
// fits in clang++-19's step budget. Past 65,536 moves, where clang's sizeof... would wrap, its
// 17-ring removal equals the closed form's.
// label: heavy
#include "ctp/chinese_rings/with_mp11.hpp"

#include "../spec.hpp"

namespace {
constexpr auto mp11 = []<int Rings, bool Off>() {
  if constexpr (Off) return ctp::with_mp11::rings_remove_moves<Rings>();
  else return ctp::with_mp11::rings_put_on_moves<Rings>();
};
}  // namespace

static_assert(rings_spec::holds_up_to<"mp11", 12, decltype(mp11)>);
static_assert(rings_spec::holds<"mp11", 16, decltype(mp11)>);
static_assert(rings_spec::same<"mp11", 17, true, decltype(mp11)>);
