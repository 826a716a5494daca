// Peelle's closed form (technique 2, the one ctp::hanoi_moves uses) meets the spec, up to the
// largest list allowed at compile time, 20 discs, on both compilers under the default limits.
// label: heavy
#include "ctp/hanoi/with_closed_form.hpp"

#include "spec.hpp"

namespace {
constexpr auto closed_form = []<int Discs>() { return ctp::with_closed_form::hanoi_moves<Discs>(); };
}

static_assert(hanoi_spec::holds_up_to<hanoi_spec::fully_checked_discs, decltype(closed_form)>);
static_assert(hanoi_spec::holds<ctp::hanoi_max_listed_discs, decltype(closed_form)>);
