// The proof of a table too costly to solve again: a certificate.
// Costs that satisfy the Bellman equations are the least costs,
// whoever computed them; checked here for the first of the
// sixteen pieces of the 4 x 4 table
// (tests/tables/static_nine_tails_4x4.cpp checks all sixteen).
#include <cstdint>

#include <ctp/nine_tails.hpp>
#include <ctp/tables/nine_tails_4x4.hpp>

//! [certificate]
namespace four = ctp::tables::nine_tails_4x4;
struct costs {  // what the certificate reads: cost by state
  constexpr unsigned operator[](std::uint32_t s) const {
    return four::unchecked::cost(s);  // s < 65,536: a state
  }
};
constexpr ctp::nine_tails_shape board{4, 4};
constexpr auto weighted = ctp::nine_tails_model::weighted;

// Boards 0 .. 4095: all tails costs 0; every other cost is the
// least, over its legal moves, of weight + cost where it leads.
constexpr auto first_piece =
    ctp::nine_tails_certify<weighted>(board, costs{}, 0, 4096);
static_assert(first_piece.optimal);
//! [certificate]

int main() { return four::unchecked::cost(0xFFFF) == 0 ? 0 : 1; }
