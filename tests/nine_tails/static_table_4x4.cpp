// The 4 x 4 board, 65,536 states, solved by the compiler under each compiler's default limits:
// Dial's buckets (ctp::nine_tails_solve) with both compilers, the binary heap with g++-12 (its
// 4 x 4 exceeds clang++-19's constexpr step limit). Both meet the spec: 4,096 states reach all
// tails and 61,440 cannot, the hardest costs 32 flips, and every state is certified and equal to
// Dial's, in 16 pieces (one constant evaluation each).
// label: heavy
#include "ctp/nine_tails/with_binary_heap.hpp"
#include "ctp/nine_tails/with_dial.hpp"

#include "spec.hpp"

using ctp::nine_tails_model;
using nine_tails_spec::binary_heap;
using nine_tails_spec::dial;

static_assert(nine_tails_spec::holds<4, 4, nine_tails_model::weighted, dial, 16>);

#if !defined(__clang__)
static_assert(nine_tails_spec::holds<4, 4, nine_tails_model::weighted, binary_heap, 16>);
#endif

// A board that cannot reach all tails is reported so, never given a number.
constexpr auto stuck = ctp::nine_tails_state_of<"HTTTTTTTTTTTTTTT", 16>;
constexpr const auto& four = nine_tails_spec::solved<4, 4, nine_tails_model::weighted, dial>;
static_assert(!four.reachable(stuck) && four.path(stuck).empty() && !four.next(stuck));
static_assert(four.path(ctp::nine_tails_state_of<"HHHHHHHHHHHHHHHH", 16>).size() > 1);
