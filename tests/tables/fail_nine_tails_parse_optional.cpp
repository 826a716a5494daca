// expect: optional<unsigned int>
// parse answers an optional, so cost(parse(text)) does not compile: the board a text names must
// be taken out of the optional (checked) before it is looked up, at run time as at compile time.
#include "ctp/tables/nine_tails_3x3.hpp"

namespace table = ctp::tables::nine_tails_3x3;

[[maybe_unused]] constexpr auto checked = table::cost(*table::parse("HHHTTTHHH"));
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr auto unchecked = table::cost(table::parse("HHHTTTHHH"));
#endif
