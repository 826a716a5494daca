// Boost.MP11 (ctp::with_mp11) meets the spec under the default limits: 20 discs (the most any
// compile-time list may hold) with g++-12, 19 with clang++-19.
// label: heavy
#include "ctp/hanoi/with_mp11.hpp"

#include "../spec.hpp"

namespace {
constexpr auto solve = []<int Discs>() { return ctp::with_mp11::hanoi_moves<Discs>(); };
using mp11 = hanoi_spec::technique<"mp11", decltype(solve)>;
}  // namespace

static_assert(hanoi_spec::holds_up_to<hanoi_spec::fully_checked_discs, mp11>);
#if defined(__clang__)
static_assert(hanoi_spec::holds<19, mp11>);
#else
static_assert(hanoi_spec::holds<ctp::hanoi_max_compile_time_discs, mp11>);
#endif
