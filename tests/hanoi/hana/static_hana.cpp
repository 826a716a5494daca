// Boost.Hana (technique 5) meets the spec: 20 discs with g++-12; with clang++-19 the suite checks
// 19 discs, since 20 (which compiles, in about 45 s) needs 7.3 GB.
// label: heavy
#include "ctp/hanoi/with_hana.hpp"

#include "../spec.hpp"

namespace {
constexpr auto hana_strings = []<int Discs>() { return ctp::with_hana::hanoi_moves<Discs>(); };
}

static_assert(hanoi_spec::holds_up_to<hanoi_spec::fully_checked_discs, decltype(hana_strings)>);
#if defined(__clang__)
static_assert(hanoi_spec::holds<19, decltype(hana_strings)>);
#else
static_assert(hanoi_spec::holds<20, decltype(hana_strings)>);
#endif
