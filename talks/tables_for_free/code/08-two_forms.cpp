// Two forms of one lookup: the checked one answers a
// std::optional (empty for a board outside the table), the
// unchecked one in `unchecked` is the load alone and trusts its
// argument.
#include <cstdint>

#include <ctp/tables/nine_tails_3x3.hpp>

//! [two-forms]
namespace table = ctp::tables::nine_tails_3x3;

// Unchecked: board < 512 is your promise; one load.
static_assert(table::unchecked::cost(56) == 8u);
// Checked: a compare, then the load, in a std::optional.
static_assert(table::cost(56) == 8u);

int main() {
  volatile std::uint32_t from_outside = 600;  // no board
  const std::uint32_t board = from_outside;
  return table::cost(board).has_value() ? 1 : 0;  // empty
}
//! [two-forms]
