// Peelle's closed form (ctp::with_closed_form, the one ctp::hanoi_moves uses) meets the spec, up
// to the largest list allowed at compile time, 20 discs, with g++-12 and clang++-19 under the
// default limits.
// label: heavy
#include "ctp/hanoi/with_closed_form.hpp"

#include "spec.hpp"

namespace {
constexpr auto solve = []<int Discs>() { return ctp::with_closed_form::hanoi_moves<Discs>(); };
using closed_form = hanoi_spec::technique<"closed_form", decltype(solve)>;
}  // namespace

static_assert(hanoi_spec::holds_up_to<hanoi_spec::fully_checked_discs, closed_form>);
static_assert(hanoi_spec::holds<ctp::hanoi_max_compile_time_discs, closed_form>);
