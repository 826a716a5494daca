// A generated header in use: a plain, self-contained header,
// answering in constant expressions.
#include <ctp/tables/nine_tails_3x3.hpp>

//! [use]
#include <ctp/tables/nine_tails_3x3.hpp>
// written by: ctp-gen nine-tails --rows 3 --cols 3
namespace table = ctp::tables::nine_tails_3x3;

constexpr auto liang = table::parse("HHHTTTHHH");
static_assert(liang == 56u);
static_assert(table::cost(*liang) == 8u);  // coins flipped
static_assert(table::next(56) == 47u);     // HHHTHTTTT
static_assert(table::state_count() == 512);
//! [use]

int main() { return liang == 56u ? 0 : 1; }
