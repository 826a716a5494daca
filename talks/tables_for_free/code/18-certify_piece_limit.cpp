// compilers: clang
// errors: 1
// The certificate of 07-certificate.cpp over 4,096 boards in one
// constant evaluation: read through the header's functions, each
// board costs clang++ more steps than a read of the solver's
// array, and 4,096 of them exceed its default step limit for one
// evaluation (2,048 fit). The Search talk certifies the solver's
// own array in pieces of 8,192; the tables' test uses 1,024.
#include <cstdint>

#include <ctp/nine_tails.hpp>
#include <ctp/tables/nine_tails_4x4.hpp>

namespace four = ctp::tables::nine_tails_4x4;
constexpr auto none = ctp::search::unreachable<std::uint8_t>;
struct costs {
  constexpr unsigned operator[](std::uint32_t i) const {
    const auto s = four::unchecked::state_at(i);
    return four::cost(s).value_or(none);
  }
};
constexpr bool four_thousand =
    ctp::nine_tails_certify<ctp::nine_tails_model::weighted>(
        {4, 4}, costs{}, 0, 4096)
        .optimal;
