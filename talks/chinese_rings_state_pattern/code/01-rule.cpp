// The rule of the Chinese rings, checked by the compiler: the
// last ring moves at any time; ring i moves only when ring i + 1
// is up and every ring after it is down.
#include <ctp/chinese_rings.hpp>

//! [rule]
using ctp::rings_can_move;
using ctp::rings_state_of;

// Five rings, ring 1 first: U is on the bar, D is off it.
constexpr auto state = rings_state_of<"UUDUD">;

// The last ring may always move.
static_assert(rings_can_move(5, state, 5));
// Ring 3: ring 4 is up, ring 5 down.
static_assert(rings_can_move(5, state, 3));
// Not ring 2 (ring 3 is down), nor ring 1 (ring 4 is up).
static_assert(!rings_can_move(5, state, 2));
static_assert(!rings_can_move(5, state, 1));
//! [rule]

int main() {}
