// The proof of a table the compiler can still solve: equality
// with its own answer, board by board, cost and next board.
#include <cstdint>
#include <optional>

#include <ctp/nine_tails.hpp>
#include <ctp/tables/nine_tails_3x3.hpp>

//! [equal]
namespace table = ctp::tables::nine_tails_3x3;
constexpr bool equals_solver() {
  constexpr auto solved = ctp::nine_tails_solve<3, 3>();
  for (std::uint32_t i = 0; i != table::state_count(); ++i) {
    const auto s = table::unchecked::state_at(i);  // i < 512
    const auto next = solved.next(i);  // empty at all tails
    if (table::cost(s) != solved.cost(i) ||
        table::next(s) !=
            (next ? table::state_at(*next) : std::nullopt))
      return false;
  }
  return true;
}
static_assert(equals_solver());
//! [equal]

int main() {}  // the static_assert is the proof
