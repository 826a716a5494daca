// compilers: clang
// errors: 1
// label: heavy
// The whole 4 x 4 table certified in one constant evaluation:
// more steps than clang++ allows one evaluation.
#include <ctp/nine_tails.hpp>

constexpr auto four = ctp::nine_tails_solve<4, 4>();

constexpr bool whole =
    ctp::nine_tails_certify<ctp::nine_tails_model::weighted>(
        four.shape, four.costs())
        .optimal;
