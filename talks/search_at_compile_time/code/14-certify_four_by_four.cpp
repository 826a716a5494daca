// label: heavy
// The 4 x 4 table certified in eight pieces of 8,192 boards, each
// piece its own constant evaluation, each within the budgets.
#include <cstdint>

#include <ctp/nine_tails.hpp>

constexpr auto four = ctp::nine_tails_solve<4, 4>();

//! [pieces]
template <std::uint64_t Piece>
constexpr bool piece_is_optimal =
    ctp::nine_tails_certify<ctp::nine_tails_model::weighted>(
        four.shape, four.costs(), Piece * 8'192,
        (Piece + 1) * 8'192)
        .optimal;

static_assert(piece_is_optimal<0> && piece_is_optimal<1> &&
              piece_is_optimal<2> && piece_is_optimal<3> &&
              piece_is_optimal<4> && piece_is_optimal<5> &&
              piece_is_optimal<6> && piece_is_optimal<7>);
//! [pieces]

int main() {}
