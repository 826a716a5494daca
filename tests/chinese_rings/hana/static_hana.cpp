// Boost.Hana (technique 5) meets the spec: every size up to 8 rings, and 10 rings. The technique
// reaches 11 rings with both compilers (see the header), in 25 s each way: too long for the suite.
// label: heavy
#include "ctp/chinese_rings/with_hana.hpp"

#include "../spec.hpp"

namespace {
constexpr auto hana = []<int Rings, bool Off>() {
  if constexpr (Off) return ctp::with_hana::rings_remove_moves<Rings>();
  else return ctp::with_hana::rings_put_on_moves<Rings>();
};
}  // namespace

static_assert(rings_spec::holds_up_to<8, decltype(hana)>);
static_assert(rings_spec::holds<10, decltype(hana)>);
