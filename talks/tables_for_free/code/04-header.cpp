// A generated header in use: a plain, self-contained header,
// answering in constant expressions.
#include <ctp/tables/nine_tails_3x3.hpp>

//! [use]
#include <ctp/tables/nine_tails_3x3.hpp>
// written by: ctp-gen nine-tails --rows 3 --cols 3
namespace table = ctp::tables::nine_tails_3x3;

constexpr auto liang = table::parse("HHHTTTHHH");  // optional
static_assert(liang && liang->index() == 56);
static_assert(table::cost(*liang) == 8u);  // coins flipped
static_assert(table::text(*table::next(*liang)).view() ==
              "HHHTHTTTT");
static_assert(table::move_text(*table::next_move(*liang)) ==
              "row 3, column 2");
static_assert(table::state_count() == 512);
//! [use]

int main() { return liang && liang->index() == 56 ? 0 : 1; }
