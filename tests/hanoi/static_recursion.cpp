// Peelle's recursive program (technique 1) meets the spec, up to the largest size it reaches under
// the default limits: 19 discs with g++-12, 17 with clang++-19.
// label: heavy
#include "ctp/hanoi/with_recursion.hpp"

#include "spec.hpp"

namespace {
constexpr auto recursive = []<int Discs>() { return ctp::with_recursion::hanoi_moves<Discs>(); };
}

static_assert(hanoi_spec::holds_up_to<hanoi_spec::fully_checked_discs, decltype(recursive)>);
#if defined(__clang__)
static_assert(hanoi_spec::holds<17, decltype(recursive)>);
#else
static_assert(hanoi_spec::holds<19, decltype(recursive)>);
#endif
