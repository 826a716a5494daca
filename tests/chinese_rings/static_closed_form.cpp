// The closed form (the Gray-code walk, what ctp::rings_remove_moves uses) meets the spec up to 16
// rings, and builds the largest removal allowed at compile time, 20 rings (699,050 moves), on
// both compilers under default limits.
// label: heavy
#include "ctp/chinese_rings.hpp"

#include "spec.hpp"

static_assert(rings_spec::holds_up_to<"closed_form", 16, rings_spec::closed_form>);

constexpr auto twenty =
    ctp::with_closed_form::rings_remove_moves<ctp::rings_max_compile_time_rings>();
static_assert(twenty.size() == 699050);
static_assert(twenty[0] == ctp::rings_remove_move_at(20, 0));
static_assert(twenty[349525] == ctp::rings_remove_move_at(20, 349525));
static_assert(twenty[699049] == ctp::rings_move{20, false});
