// The proof of a table too costly to solve again: a certificate.
// Costs that satisfy the Bellman equations are the least costs,
// whoever computed them; checked here for the first piece of the
// 4 x 4 table, boards 0 .. 1023, one constant evaluation well
// within clang++'s default budget of steps
// (tests/tables/static_nine_tails_4x4.cpp checks every board).
#include <cstdint>

#include <ctp/nine_tails.hpp>
#include <ctp/tables/nine_tails_4x4.hpp>

//! [certificate]
namespace four = ctp::tables::nine_tails_4x4;
constexpr auto none = ctp::search::unreachable<std::uint8_t>;
struct costs {  // what the certificate reads: cost by state
  constexpr unsigned operator[](std::uint32_t i) const {
    const auto s = four::unchecked::state_at(i);  // i < 65,536
    return four::cost(s).value_or(none);  // none: no way there
  }
};
// Boards 0 .. 1023: all tails costs 0; every other cost is the
// least, over its legal moves, of weight + cost where it leads.
constexpr auto first_piece =
    ctp::nine_tails_certify<ctp::nine_tails_model::weighted>(
        {4, 4}, costs{}, 0, 1024);
static_assert(first_piece.optimal);
//! [certificate]

int main() {
  const auto all_tails = four::goal();
  return four::cost(all_tails) == 0u ? 0 : 1;
}
