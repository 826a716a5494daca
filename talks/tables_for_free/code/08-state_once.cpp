// A number becomes a state once: state_at checks it (an empty
// std::optional for a board outside the table), unchecked::
// state_at trusts it, and a function given a state never checks
// again.
#include <cstdint>

#include <ctp/tables/nine_tails_3x3.hpp>

//! [state-once]
namespace table = ctp::tables::nine_tails_3x3;

// Checked, once: a number is a state if the table has it.
static_assert(table::state_at(56) == table::parse("HHHTTTHHH"));
static_assert(!table::state_at(600));  // 3 x 3: 512 boards
// Unchecked: i < 512 is your promise.
static_assert(table::unchecked::state_at(56).index() == 56);
// Given a state, cost never checks again: one load.
static_assert(table::cost(table::unchecked::state_at(56)) == 8u);

int main() {
  volatile std::uint32_t from_outside = 600;     // no board
  return table::state_at(from_outside) ? 1 : 0;  // empty
}
//! [state-once]
