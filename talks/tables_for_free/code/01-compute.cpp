// The answer computed by the compiler: every 3 x 3 nine tails
// board solved on every build that asks for it.
#include <ctp/nine_tails.hpp>

//! [compute]
// Every board of Liang's 3 x 3 puzzle, solved by the compiler.
constexpr auto solved = ctp::nine_tails_solve<3, 3>();
constexpr auto liang = ctp::nine_tails_state_of<"HHHTTTHHH">;

static_assert(solved.state_count() == 512);
static_assert(solved.cost(liang) == 8);  // coins flipped
//! [compute]

int main() { return solved.cost(liang) == 8 ? 0 : 1; }
