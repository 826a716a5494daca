// expect: ctp: a count, an index or an amount is an integer, not bool
// A character is no number of cups: a compile error, not a family of 51 cups for '3' (nor of 3
// for '\x03').
#include "ctp/water_pouring/run_time/hardest.hpp"

namespace {
constexpr auto repeats = ctp::water_capacities::repeats_allowed;
[[maybe_unused]] const auto fine = ctp::water_hardest_tuple_count(3L, 8, false, repeats);
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] const auto tuples = ctp::water_hardest_tuple_count('\x03', 8, false, repeats);
#endif
}  // namespace
