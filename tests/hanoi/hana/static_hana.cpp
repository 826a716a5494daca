// Boost.Hana (ctp::with_hana) meets the spec under the default limits: 20 discs (the most any
// compile-time list may hold) with g++-12, 19 with clang++-19.
// label: heavy
#include "ctp/hanoi/with_hana.hpp"

#include "../spec.hpp"

namespace {
constexpr auto solve = []<int Discs>() { return ctp::with_hana::hanoi_moves<Discs>(); };
using hana = hanoi_spec::technique<"hana", decltype(solve)>;
}  // namespace

static_assert(hanoi_spec::holds_up_to<hanoi_spec::fully_checked_discs, hana>);
#if defined(__clang__)
static_assert(hanoi_spec::holds<19, hana>);
#else
static_assert(hanoi_spec::holds<ctp::hanoi_max_compile_time_discs, hana>);
#endif
