// Boost.MP11 (technique 4) meets the spec: 20 discs with g++-12; with clang++-19 the suite checks
// 19 discs, since 20 (which compiles, in about 40 s) needs 5.4 GB.
// label: heavy
#include "ctp/hanoi/with_mp11.hpp"

#include "../spec.hpp"

namespace {
constexpr auto mp11_lists = []<int Discs>() { return ctp::with_mp11::hanoi_moves<Discs>(); };
}

static_assert(hanoi_spec::holds_up_to<hanoi_spec::fully_checked_discs, decltype(mp11_lists)>);
#if defined(__clang__)
static_assert(hanoi_spec::holds<19, decltype(mp11_lists)>);
#else
static_assert(hanoi_spec::holds<20, decltype(mp11_lists)>);
#endif
