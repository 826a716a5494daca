// Peelle's recursive program as constexpr recursion (ctp::with_recursion) meets the spec, up to
// the largest size it reaches under the default limits: 19 discs with g++-12, 17 with clang++-19.
// label: heavy
#include "ctp/hanoi/with_recursion.hpp"

#include "spec.hpp"

namespace {
struct recursion {
  static constexpr const char* word = "recursion";
  template <int Discs>
  static constexpr auto hanoi_moves() {
    return ctp::with_recursion::hanoi_moves<Discs>();
  }
};
}  // namespace

static_assert(hanoi_spec::holds_up_to<hanoi_spec::fully_checked_discs, recursion>);
#if defined(__clang__)
static_assert(hanoi_spec::holds<17, recursion>);
#else
static_assert(hanoi_spec::holds<19, recursion>);
#endif
