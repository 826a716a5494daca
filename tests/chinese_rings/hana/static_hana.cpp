// Hana meets the spec: every size up to 8 rings, and 10 rings, under default limits with both
// compilers (the header says why its cost grows faster than the other techniques').
// label: heavy
#include "ctp/chinese_rings/with_hana.hpp"

#include "../spec.hpp"

namespace {
constexpr auto hana = []<int Rings, bool Off>() {
  if constexpr (Off) return ctp::with_hana::rings_remove_moves<Rings>();
  else return ctp::with_hana::rings_put_on_moves<Rings>();
};
}  // namespace

static_assert(rings_spec::holds_up_to<"hana", 8, decltype(hana)>);
static_assert(rings_spec::holds<"hana", 10, decltype(hana)>);
