// The proof of a table the compiler can still solve: equality
// with its own answer, board by board, cost and next board.
#include <cstdint>

#include <ctp/nine_tails.hpp>
#include <ctp/tables/nine_tails_3x3.hpp>

//! [equal]
namespace table = ctp::tables::nine_tails_3x3;

// The table ctp-gen wrote is the compiler's own answer.
constexpr bool equals_solver() {
  constexpr auto solved = ctp::nine_tails_solve<3, 3>();
  for (std::uint32_t s = 0; s != table::state_count(); ++s)
    if (table::cost(s) != solved.cost(s) ||
        table::next(s) != solved.next(s))
      return false;
  return true;
}
static_assert(equals_solver());
//! [equal]

int main() {}  // the static_assert is the proof
