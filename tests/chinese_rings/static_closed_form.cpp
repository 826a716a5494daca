// The closed form (the Gray-code walk, what ctp::rings_remove_moves uses) meets the spec up to 16
// rings, and builds the largest list allowed at compile time, 20 rings (699,050 moves, and the
// 699,051 states along them), on both compilers under default limits.
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

constexpr auto twenty_on = ctp::rings_put_on_moves<20>();
static_assert(twenty_on.size() == 699050);
static_assert(twenty_on[0] == ctp::rings_move{20, true});
static_assert(twenty_on[699049] == ctp::rings_put_on_move_at(20, 699049));

constexpr auto states = ctp::rings_remove_states<20>();
static_assert(states.size() == 699051);
static_assert(states[0] == ctp::rings_all_up(20) && states[699050] == ctp::rings_all_down);
static_assert(states[349525] == ctp::rings_remove_state_after(20, 349525));
