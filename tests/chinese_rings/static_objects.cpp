// The objects (the applet's RingList, run by the compiler with C++20 constexpr virtual functions
// and allocation) meet the spec up to the largest size they reach under the default limits: 15
// rings with g++-12, 13 with clang++-19. Every recorded move is legal and equal to the closed
// form's.
// label: heavy
#include "ctp/chinese_rings/with_objects.hpp"

#include "spec.hpp"

namespace {
constexpr auto objects = []<int Rings, bool Off>() {
  if constexpr (Off) return ctp::with_objects::rings_remove_moves<Rings>();
  else return ctp::with_objects::rings_put_on_moves<Rings>();
};
}  // namespace

static_assert(rings_spec::holds_up_to<"objects", 12, decltype(objects)>);
#if defined(__clang__)
static_assert(rings_spec::holds<"objects", 13, decltype(objects)>);
#else
static_assert(rings_spec::holds<"objects", 15, decltype(objects)>);
#endif
